import { describe, expect, it, vi } from 'vitest';
import { patientFixture, usersMeFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { fetchMainSession } from './session-api';

describe('fetchMainSession', () => {
  it('takes the profiles from the answer of GET /api/session, in one request', async () => {
    const me = usersMeFixture();
    const api = mockApi({
      'GET /api/session': {
        status: 200,
        body: {
          sessions: [
            { kind: 'patient', role: 'patient' },
            { kind: 'staff', role: 'doctor' },
          ],
          me,
          patient: patientFixture,
        },
      },
    });
    const session = await fetchMainSession();
    expect(session).toMatchObject({ me, patient: patientFixture, principal: 'staff' });
    expect(api.calls.map((c) => c.url)).toEqual(['/api/session']);
  });

  it('is no session for a visitor, without asking any profile', async () => {
    const api = mockApi({ 'GET /api/session': { status: 200, body: { sessions: [] } } });
    expect(await fetchMainSession()).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('asks both profiles itself when the session check fails, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/session': { status: 503, body: { error: 'Indisponível' } },
      'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } },
    });
    const session = await fetchMainSession();
    expect(session).toMatchObject({ me: null, patient: patientFixture });
    expect(api.callsTo('GET', '/api/users/me')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(
      'Failed to fetch user: API responded with HTTP status 503',
      expect.anything(),
    );
    logged.mockRestore();
  });
});
