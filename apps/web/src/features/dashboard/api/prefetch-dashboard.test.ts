import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchSession } from '@/features/session';
import { patientFixture, profileFixture, usersMeFixture } from '@/test/fixtures';
import { deferred, jsonResponse, listReply, mockApi, type ApiCall } from '@/test/mock-api';
import { localIsoDay } from '@/lib/calendar-day';
import { prefetchDashboard } from './prefetch-dashboard';

// What a patient's first screen shows besides the greeting: the bell's counter and the health card.
const FIRST_SCREEN = ['/api/messages/inbox', '/api/health/vaccinations', '/api/health/exams'];
// Further down the home: asked by their blocks once the home is on screen.
const BELOW = ['/api/prescriptions', '/api/appointments', '/api/reports/my'];
const asksAny = (calls: ApiCall[], lists: string[]) =>
  lists.some((list) => calls.some((c) => c.url.startsWith(`${list}?`)));
const asksEvery = (calls: ApiCall[], lists: string[]) =>
  lists.every((list) => calls.some((c) => c.url.startsWith(`${list}?`)));

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
  it("asks for what a patient's first screen shows, once each, as soon as GET /api/session answers with the patient", async () => {
    const session = deferred<Response>();
    const api = homeApi({ 'GET /api/session': () => session.promise });
    const done = boot(new QueryClient());
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/session')).toHaveLength(1));
    expect(asksAny(api.calls, FIRST_SCREEN)).toBe(false);

    session.resolve(
      jsonResponse(200, { sessions: [{ kind: 'patient', role: 'patient' }], patient: patientFixture }),
    );
    await done;
    expect(asksEvery(api.calls, FIRST_SCREEN)).toBe(true);
    expect(api.calls.filter((c) => c.url.startsWith('/api/health/exams?'))).toHaveLength(1);
    // The lists below the card do not hold the first render back.
    expect(asksAny(api.calls, BELOW)).toBe(false);
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
