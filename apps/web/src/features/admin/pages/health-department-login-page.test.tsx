import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Usuário/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Senha/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('institutional logins', () => {
  it('/secsaude states the restriction and opens /admin on success', async () => {
    const user = {
      id: 1,
      username: 'admin',
      full_name: 'Ana Gestora',
      is_active: true,
      created_at: '',
      updated_at: '',
    };
    // After the login the session is there, as the server keeps it: the panel's own 401s (a list this
    // test does not answer) make the app ask again who is signed in.
    let signedIn = false;
    const api = mockApi({
      'POST /api/health-department/login': () => {
        signedIn = true;
        return { status: 200, body: { user } };
      },
      'GET /api/health-department/me': () =>
        signedIn ? { status: 200, body: { user } } : { status: 401, body: { error: 'Não autenticado' } },
    });
    const { router } = renderRoute('/secsaude');
    expect(await screen.findByText(/Acesso restrito a administradores autorizados/)).toBeTruthy();
    await submit(' admin ', 'segredo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(api.callsTo('POST', '/api/health-department/login')[0]?.body).toEqual({
      username: 'admin',
      password: 'segredo',
    });
    // The login answer is the session: no extra "me" request is needed to open the panel.
    // The panel's code is fetched on first visit: give it time to load.
    expect(await screen.findByText('Ana Gestora', { selector: 'span' }, { timeout: 8000 })).toBeTruthy();
  });

  it("/secsaude shows the server error, or 'Credenciais inválidas'", async () => {
    let body: unknown = { error: 'Usuário inativo' };
    mockApi({ 'POST /api/health-department/login': () => ({ status: 401, body }) });
    renderRoute('/secsaude');
    await submit('admin', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('Usuário inativo');
    body = {};
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Credenciais inválidas'));
  });

  it("/hospital-login shows 'Entrando...' and the network message", async () => {
    let release: () => void = () => {};
    mockApi({
      'POST /api/hospital/login': () =>
        new Promise((_, reject) => {
          release = () => reject(new TypeError('Failed to fetch'));
        }),
    });
    renderRoute('/hospital-login');
    await submit('ubs-centro', 'x');
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeTruthy();
    release();
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao fazer login. Tente novamente.');
  });

  it('/public-authority-login lists the authorised bodies and opens the panel', async () => {
    const user = {
      id: 2,
      username: 'policia',
      authority_name: 'Delegacia Central',
      authority_type: 'police',
      contact_email: null,
      contact_phone: null,
      is_active: true,
    };
    mockApi({ 'POST /api/public-authority/login': { status: 200, body: { user } } });
    const { router } = renderRoute('/public-authority-login');
    for (const body of ['Polícia', 'Conselho Tutelar', 'Pessoas Desaparecidas', 'Segurança Pública']) {
      expect(await screen.findByText(body)).toBeTruthy();
    }
    await submit('policia', 'segredo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-authority-panel'));
    expect(await screen.findByText('Delegacia Central')).toBeTruthy();
    expect(screen.getByText('Polícia')).toBeTruthy();
  });
});
