import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, mockApi } from '@/test/mock-api';
import { usersMeFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';
import { NO_CODE_ERROR } from '../api/google-sign-in';

describe('/auth/callback', () => {
  it('fails without a code, logs the error and goes to /login', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();
    const { router } = renderRoute('/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(log.mock.calls.some((args) => args[0] === NO_CODE_ERROR)).toBe(true);
    expect(api.callsTo('POST', '/api/sessions')).toHaveLength(0);
  });

  it('exchanges the code once, then goes to / (which sends a new user to profile setup)', async () => {
    let signedIn = false;
    const api = mockApi({
      'POST /api/sessions': () => {
        signedIn = true;
        return { status: 200, body: { success: true } };
      },
      'GET /api/users/me': () =>
        signedIn
          ? {
              status: 200,
              body: usersMeFixture({
                profile: null,
                hasProfile: false,
                identity: { name: 'Ana Lima', email: null },
              }),
            }
          : { status: 401, body: { error: 'Não autenticado' } },
    });
    const { router } = renderRoute('/auth/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-setup'));
    expect(api.callsTo('POST', '/api/sessions')).toEqual([
      { method: 'POST', url: '/api/sessions', body: { code: 'abc', state: 'xyz' } },
    ]);
    // Profile setup is prefilled with the name from the provider.
    expect(((await screen.findByLabelText(/Nome completo/)) as HTMLInputElement).value).toBe('Ana Lima');
  });

  it("shows 'Finalizando login...', then goes to /login when the exchange fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = deferred<{ status: number; body: unknown }>();
    mockApi({ 'POST /api/sessions': () => answer.promise });
    const { router } = renderRoute('/auth/callback?code=bad&state=s');
    expect(await screen.findByText('Finalizando login...')).toBeTruthy();
    answer.resolve({
      status: 400,
      body: {
        error:
          'Este login com Google foi iniciado em outro navegador. Por segurança, entre novamente por aqui.',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login page says why, in the server's words.
    expect((await screen.findByRole('alert')).textContent).toMatch(/iniciado em outro navegador/);
  });

  it("sends the provider's iss along, and says a generic reason when the server failed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({ 'POST /api/sessions': () => ({ status: 502, body: { error: 'Bad gateway' } }) });
    const { router } = renderRoute('/auth/callback?code=c&state=s&iss=https%3A%2F%2Faccounts.google.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST', '/api/sessions')[0]?.body).toEqual({
      code: 'c',
      state: 's',
      iss: 'https://accounts.google.com',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível concluir o login com Google. Tente novamente.',
    );
  });
});
