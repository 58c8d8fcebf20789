import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, type ApiCall } from '@/test/mock-api';
import { patientFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';
import { REMEMBER_CPF_KEYS } from '../components/remember-cpf';

async function openLogin() {
  const view = renderRoute('/login');
  await screen.findByRole('heading', { name: 'Entrar no Sistema' });
  return view;
}

const cpfField = () => screen.getByLabelText('CPF') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Senha') as HTMLInputElement;
const submitButton = () =>
  screen.getByRole('button', { name: /^(Entrar|Entrando\.\.\.)$/ }) as HTMLButtonElement;

function fill(cpf: string, password: string) {
  fireEvent.change(cpfField(), { target: { value: cpf } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

describe('/login', () => {
  it('masks the CPF and keeps submit disabled until CPF and password are filled', async () => {
    mockApi();
    await openLogin();
    expect(submitButton().disabled).toBe(true);
    expect(cpfField().maxLength).toBe(14);

    fireEvent.change(cpfField(), { target: { value: '52998224725' } });
    expect(cpfField().value).toBe('529.982.247-25');
    expect(submitButton().disabled).toBe(true);

    fireEvent.change(passwordField(), { target: { value: 'segredo' } });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it("sends the CPF as digits, shows 'Entrando...' while waiting and goes to /dashboard", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    // After the login the session is there, as the server keeps it (the home's own 401s, for lists
    // this test does not answer, make the app ask again who is signed in).
    let signedIn = false;
    const api = mockApi({
      'POST /api/auth/patient/login': () => {
        signedIn = true;
        return answer.promise;
      },
      'GET /api/session': () => ({
        status: 200,
        body: signedIn
          ? { sessions: [{ kind: 'patient', role: 'patient' }], patient: patientFixture }
          : { sessions: [] },
      }),
    });
    const { router } = await openLogin();

    fill('529.982.247-25', 'segredo');
    fireEvent.click(submitButton());

    await screen.findByRole('button', { name: 'Entrando...' });
    expect(submitButton().disabled).toBe(true);
    expect(api.callsTo('POST', '/api/auth/patient/login')[0]?.body).toEqual({
      cpf: '52998224725',
      password: 'segredo',
    });

    answer.resolve({ status: 200, body: { patient: patientFixture } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Olá, Maria!')).toBeTruthy();
  });

  it("says 'CPF inválido' for wrong check digits before sending anything", async () => {
    const api = mockApi();
    await openLogin();
    fill('529.982.247-24', 'segredo');
    fireEvent.click(submitButton());
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/patient/login')).toHaveLength(0);
  });

  it("shows the server's error text", async () => {
    mockApi({ 'POST /api/auth/patient/login': { status: 401, body: { error: 'CPF ou senha incorretos' } } });
    await openLogin();
    fill('52998224725', 'errada');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('CPF ou senha incorretos');
  });

  it("falls back to 'Erro ao fazer login' and 'Erro desconhecido'", async () => {
    let fail: 'server' | 'network' = 'server';
    mockApi({
      'POST /api/auth/patient/login': () => {
        if (fail === 'network') throw new TypeError('Failed to fetch');
        return { status: 500, body: {} };
      },
    });
    await openLogin();
    fill('52998224725', 'x');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao fazer login');

    fail = 'network';
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erro desconhecido'));
  });

  it('switches to staff login and posts to the staff endpoint', async () => {
    const api = mockApi({
      'POST /api/auth/staff/login': { status: 401, body: { error: 'Credenciais inválidas' } },
    });
    await openLogin();
    expect(screen.queryByRole('link', { name: 'Criar conta de paciente' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sou funcionário da saúde' }));
    expect(
      screen.getByRole('button', { name: 'Sou funcionário da saúde' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByRole('link', { name: 'Criar conta de paciente' })).toBeNull();

    fill('11144477735', 'segredo');
    fireEvent.click(submitButton());
    await screen.findByRole('alert');
    expect(api.callsTo('POST', '/api/auth/staff/login')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/patient/login')).toHaveLength(0);
  });

  it('remembers the CPF per login kind and forgets it when unchecked', async () => {
    const okLogin = (call: ApiCall) => ({
      status: 200,
      body: { patient: { ...patientFixture, cpf: (call.body as { cpf: string }).cpf } },
    });
    mockApi({ 'POST /api/auth/patient/login': okLogin });
    const view = await openLogin();

    fill('52998224725', 'segredo');
    fireEvent.click(screen.getByLabelText('Lembrar meu CPF'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(REMEMBER_CPF_KEYS.patient)).toBe('52998224725');
    expect(localStorage.getItem(REMEMBER_CPF_KEYS.staff)).toBeNull();
    view.unmount();

    // Visiting again (signed out) prefills the patient CPF; unchecking removes it at once.
    mockApi();
    await openLogin();
    expect(cpfField().value).toBe('529.982.247-25');
    const remember = screen.getByLabelText('Lembrar meu CPF') as HTMLInputElement;
    expect(remember.checked).toBe(true);
    fireEvent.click(remember);
    expect(localStorage.getItem(REMEMBER_CPF_KEYS.patient)).toBeNull();

    // The staff form has its own saved value.
    localStorage.setItem(REMEMBER_CPF_KEYS.staff, '11144477735');
    fireEvent.click(screen.getByRole('button', { name: 'Sou funcionário da saúde' }));
    expect(cpfField().value).toBe('111.444.777-35');
  });

  it("links 'Esqueci minha senha' to the reset page of the kind of login shown", async () => {
    mockApi();
    await openLogin();
    const forgot = () => screen.getByRole('link', { name: 'Esqueci minha senha' });
    expect(forgot().getAttribute('href')).toBe('/redefinir-senha?tipo=paciente');

    fireEvent.click(screen.getByRole('button', { name: 'Sou funcionário da saúde' }));
    expect(forgot().getAttribute('href')).toBe('/redefinir-senha?tipo=funcionario');
  });

  it("opens the staff login with '?tipo=funcionario' (the way back from a staff password reset)", async () => {
    mockApi();
    renderRoute('/login?tipo=funcionario');
    const staff = await screen.findByRole('button', { name: 'Sou funcionário da saúde' });
    await waitFor(() => expect(staff.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByRole('link', { name: 'Criar conta de paciente' })).toBeNull();
  });

  it('sends a signed-in user to /', async () => {
    mockApi({ 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } });
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  const configWithGoogle = (googleEnabled: boolean) => ({
    'GET /api/public/config': {
      status: 200,
      body: { demo: false, googleEnabled, contact: { email: null, phone: null }, demoAccounts: null },
    },
  });

  it('offers Google sign-in where the installation has it', async () => {
    mockApi(configWithGoogle(true));
    await openLogin();
    const google = (await screen.findByRole('button', { name: 'Entrar com Google' })) as HTMLButtonElement;
    expect(google.disabled).toBe(false);
  });

  it('shows no Google sign-in, not even a disabled one, where it is not configured', async () => {
    const api = mockApi(configWithGoogle(false));
    await openLogin();
    await waitFor(() => expect(api.callsTo('GET', '/api/public/config')).toHaveLength(1));
    // Let the answer reach the page before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Entrar com Google' })).toBeNull();
  });
});
