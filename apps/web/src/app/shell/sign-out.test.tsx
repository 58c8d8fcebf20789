import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi } from '@/test/mock-api';
import { patientFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';

describe("'Sair'", () => {
  it('clears the local user, calls the patient logout, then goes to /', async () => {
    const loggedOut = deferred<{ status: number; body: unknown }>();
    let sessionAlive = true;
    const api = mockApi({
      'GET /api/auth/patient/me': () =>
        sessionAlive ? { status: 200, body: { patient: patientFixture } } : { status: 401, body: {} },
      'GET /api/auth/patient/logout': () => {
        sessionAlive = false;
        return loggedOut.promise;
      },
    });
    const { router } = renderRoute('/dashboard');
    await screen.findByText('Olá, Maria!');

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    // The local user is gone before the server answers; the page waits without redirecting to /login.
    expect(await screen.findByText('Saindo...')).toBeTruthy();
    expect(screen.queryByText('Olá, Maria!')).toBeNull();
    expect(api.callsTo('GET', '/api/auth/patient/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dashboard');

    loggedOut.resolve({ status: 200, body: { success: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Já tem acesso? Entrar no Sistema' })).toBeTruthy();
  });

  it('ends a hospital session and returns to the hospital login', async () => {
    const user = {
      id: 1,
      username: 'ubs',
      administrator_name: 'Carlos',
      health_unit_id: 1,
      health_unit_name: 'UBS Centro',
      is_active: true,
    };
    const api = mockApi({
      'GET /api/hospital/me': { status: 200, body: { user } },
      'GET /api/hospital/logout': { status: 200, body: { success: true } },
    });
    const { router } = renderRoute('/hospital-panel');
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hospital-login'));
    expect(api.callsTo('GET', '/api/hospital/logout')).toHaveLength(1);
  });
});
