import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchSession } from '@/features/session';
import { patientFixture, profileFixture, usersMeFixture } from '@/test/fixtures';
import { deferred, jsonResponse, listReply, mockApi, type ApiCall } from '@/test/mock-api';
import { localIsoDay } from '@/lib/calendar-day';
import { prefetchDashboard } from './prefetch-dashboard';

const HOME_LISTS = ['/api/prescriptions', '/api/appointments', '/api/reports/my', '/api/health/exams'];
const asksHomeLists = (calls: ApiCall[]) =>
  HOME_LISTS.every((list) => calls.some((c) => c.url.startsWith(`${list}?`)));

/** Routes every GET under a listed path to an empty page; the rest as given. */
function homeApi(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const table = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('?') && !url.startsWith('/api/session')) {
      api.calls.push({ method: init?.method ?? 'GET', url, body: undefined });
      return listReply([]);
    }
    return table!(input, init);
  });
  return api;
}

/** As the boot starts them on /dashboard (routes.tsx preloadRoute): the session check, then the data. */
function boot(queryClient: QueryClient) {
  void prefetchSession(queryClient, 'main');
  return prefetchDashboard(queryClient);
}

describe('prefetchDashboard', () => {
  it("asks for a patient's home lists, once each, as soon as GET /api/session answers with the patient", async () => {
    const session = deferred<Response>();
    const api = homeApi({ 'GET /api/session': () => session.promise });
    const done = boot(new QueryClient());
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/session')).toHaveLength(1));
    expect(asksHomeLists(api.calls)).toBe(false);

    session.resolve(
      jsonResponse(200, { sessions: [{ kind: 'patient', role: 'patient' }], patient: patientFixture }),
    );
    await done;
    expect(asksHomeLists(api.calls)).toBe(true);
    expect(api.calls.filter((c) => c.url.startsWith('/api/prescriptions?'))).toHaveLength(1);
    // The profile came with the session check: not asked again.
    expect(api.callsTo('GET', '/api/auth/patient/me')).toHaveLength(0);
  });

  it("asks for a doctor's today list and counters, and no patient list", async () => {
    const api = homeApi({
      'GET /api/session': {
        status: 200,
        body: { sessions: [{ kind: 'staff', role: 'doctor' }], me: usersMeFixture() },
      },
    });
    await boot(new QueryClient());

    expect(api.callsTo('GET', '/api/session')).toHaveLength(1);
    const today = localIsoDay();
    expect(api.calls.map((c) => c.url).sort()).toEqual(
      [
        '/api/session',
        `/api/appointments?date=${today}`,
        `/api/appointments?date=${today}&limit=1`,
        `/api/appointments?date=${today}&status=completed&limit=1`,
        '/api/prescriptions?limit=1',
      ].sort(),
    );
    expect(
      ['/api/reports/my', '/api/health/exams'].some((list) => api.calls.some((c) => c.url.startsWith(list))),
    ).toBe(false);
  });

  it("asks for the reception's confirmed counter, not the doctor's prescriptions", async () => {
    const api = homeApi({
      'GET /api/session': {
        status: 200,
        body: {
          sessions: [{ kind: 'staff', role: 'reception' }],
          me: usersMeFixture({ profile: profileFixture({ user_type: 'reception' }) }),
        },
      },
    });
    await boot(new QueryClient());
    const urls = api.calls.map((c) => c.url);
    expect(urls).toContain(`/api/appointments?date=${localIsoDay()}&status=confirmed&limit=1`);
    expect(urls.some((url) => url.startsWith('/api/prescriptions'))).toBe(false);
  });
});
