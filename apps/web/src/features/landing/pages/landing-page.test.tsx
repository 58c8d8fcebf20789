import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, mockApi } from '@/test/mock-api';
import { patientFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';

describe('landing page', () => {
  it("shows 'Carregando...' while the session loads, then the presentation", async () => {
    const session = deferred<{ status: number; body: unknown }>();
    mockApi({
      'GET /api/users/me': () => session.promise,
      'GET /api/public/config': {
        status: 200,
        body: {
          demo: false,
          googleEnabled: false,
          contact: { email: 'saude@cidade.gov.br', phone: null },
          demoAccounts: null,
        },
      },
    });
    renderRoute('/');
    expect(screen.getByText('Carregando...')).toBeTruthy();

    session.resolve({ status: 401, body: { error: 'Não autenticado' } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    for (const figure of ['95%', '24/7', '100%']) expect(screen.getByText(figure)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Já tem acesso? Entrar no Sistema' });
    expect(link.getAttribute('href')).toBe('/system-access');

    // Contact: the e-mail is shown, the missing phone is not.
    expect(await screen.findByText('saude@cidade.gov.br')).toBeTruthy();
    expect(screen.queryByText('Telefone')).toBeNull();
  });

  it('still shows the presentation when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = mockApi();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('sends a patient session to /dashboard', async () => {
    mockApi({ 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } });
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers the three ways in on /system-access', async () => {
    mockApi();
    renderRoute('/system-access');
    expect((await screen.findByRole('link', { name: /Sistema de Saúde/ })).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: /Hospitais e UBS/ }).getAttribute('href')).toBe(
      '/hospital-login',
    );
    expect(screen.getByRole('link', { name: /Órgãos Públicos/ }).getAttribute('href')).toBe(
      '/public-authority-access',
    );
    expect(screen.getByText('Aprovar consultas')).toBeTruthy();
  });
});
