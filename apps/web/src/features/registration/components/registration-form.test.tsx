import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { patientFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';

const publicConfig = (cpfLookupEnabled: boolean) => ({
  demo: false,
  googleEnabled: false,
  cpfLookupEnabled,
  passwordResetByEmail: false,
  contact: { email: null, phone: null },
  mapTileUrl: '',
  demoAccounts: null,
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

/** Every field the spec requires, filled as a person would, with the CPF 529.982.247-25. */
function fillRequired() {
  type('CPF', '52998224725');
  type('Senha', 'segura123');
  type('Confirmar senha', 'segura123');
  type('Nome completo', 'Maria da Silva');
  type('Data de nascimento', '1990-05-10');
  fireEvent.change(screen.getByLabelText('Sexo'), { target: { value: 'feminino' } });
}

describe('/patient-register', () => {
  it('masks the CPF, hints wrong check digits and mismatched passwords while typing', async () => {
    mockApi();
    renderRoute('/patient-register');
    await screen.findByRole('heading', { name: 'Cadastro de Paciente' });
    type('CPF', '52998224724');
    expect((screen.getByLabelText('CPF', { exact: true }) as HTMLInputElement).value).toBe('529.982.247-24');
    expect(screen.getByText('CPF inválido - verifique os dígitos')).toBeTruthy();
    type('Senha', 'segura123');
    type('Confirmar senha', 'outra');
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
  });

  it('shows the spec messages in order when submitted empty', async () => {
    mockApi();
    renderRoute('/patient-register');
    fireEvent.click(await screen.findByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF deve ter 11 dígitos')).toBeTruthy();
    expect(screen.getByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    expect(screen.getByText('Nome completo é obrigatório')).toBeTruthy();
    expect(screen.getByText('Data de nascimento é obrigatória')).toBeTruthy();
    expect(screen.getByText('Sexo é obrigatório')).toBeTruthy();
    // The first field the spec checks is the one the person is taken to.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('CPF', { exact: true })));
  });

  it('fills the address from the CEP, clears it when the CEP changes, and reports an unknown CEP', async () => {
    mockApi({
      'GET /api/lookup/cep/13015000': {
        status: 200,
        body: { logradouro: 'Rua A', bairro: 'Centro', cidade: 'Campinas', estado: 'SP' },
      },
      'GET /api/lookup/cep/99999999': { status: 404, body: { error: 'CEP não encontrado' } },
    });
    renderRoute('/patient-register');
    await screen.findByRole('heading', { name: 'Cadastro de Paciente' });
    type('CEP', '13015000');
    await waitFor(() => expect((screen.getByLabelText('Cidade') as HTMLInputElement).value).toBe('Campinas'));
    type('CEP', '1301500');
    expect((screen.getByLabelText('Cidade') as HTMLInputElement).value).toBe('');
    type('CEP', '99999999');
    expect(await screen.findByText('CEP não encontrado')).toBeTruthy();
  });

  it('fills name and birth date from the CPF lookup and falls back to manual entry on failure', async () => {
    mockApi({
      'GET /api/public/config': { status: 200, body: publicConfig(true) },
      'GET /api/lookup/cpf/52998224725': {
        status: 200,
        body: { full_name: 'Maria da Silva', birth_date: '1990-05-10' },
      },
      'GET /api/lookup/cpf/11144477735': {
        status: 404,
        body: {
          error:
            'Não foi possível consultar os dados do CPF automaticamente. Por favor, preencha manualmente seus dados.',
        },
      },
    });
    renderRoute('/patient-register');
    await screen.findByRole('heading', { name: 'Cadastro de Paciente' });
    // The installation has a lookup: the field says so.
    await screen.findByText('Seu nome e data de nascimento podem ser preenchidos a partir do CPF.');
    type('CPF', '52998224725');
    await waitFor(() =>
      expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Maria da Silva'),
    );
    expect((screen.getByLabelText('Data de nascimento') as HTMLInputElement).value).toBe('1990-05-10');
    type('CPF', '11144477735');
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText(/preencha manualmente seus dados/)).toBeTruthy();
  });

  it('says nothing of a CPF lookup where the installation has none, and asks nothing', async () => {
    const api = mockApi({ 'GET /api/public/config': { status: 200, body: publicConfig(false) } });
    renderRoute('/patient-register');
    await screen.findByRole('heading', { name: 'Cadastro de Paciente' });
    await waitFor(() => expect(api.callsTo('GET', '/api/public/config')).toHaveLength(1));
    type('CPF', '52998224725');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((c) => c.url.startsWith('/api/lookup/cpf'))).toEqual([]);
    expect(screen.queryByText(/preenchidos a partir do CPF/)).toBeNull();
    expect(screen.queryByText(/Não foi possível consultar os dados do CPF/)).toBeNull();
  });

  it('tells a failed CEP service from a lost connection', async () => {
    mockApi({ 'GET /api/lookup/cep/13015000': { status: 502, body: { error: 'x' } } });
    renderRoute('/patient-register');
    await screen.findByRole('heading', { name: 'Cadastro de Paciente' });
    type('CEP', '13015000');
    expect(
      await screen.findByText('Não foi possível consultar o CEP agora. Preencha o endereço manualmente.'),
    ).toBeTruthy();
  });

  it('sends digits only and nulls, then opens the dashboard; a server error is shown', async () => {
    let fail = true;
    const api = mockApi({
      'POST /api/auth/patient/register': () =>
        fail
          ? { status: 409, body: { error: 'CPF já cadastrado' } }
          : { status: 201, body: { success: true, patient: patientFixture } },
      'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } },
    });
    const { router } = renderRoute('/patient-register');
    await screen.findByRole('heading', { name: 'Cadastro de Paciente' });
    fillRequired();
    type('Telefone', '11987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect((await screen.findByRole('alert')).textContent).toContain('CPF já cadastrado');
    const body = api.callsTo('POST', '/api/auth/patient/register')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ cpf: '52998224725', phone: '11987654321', cep: null, sus_card: null });
    expect(body).not.toHaveProperty('confirm_password');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says at the CPF that it has an account, and offers to sign in with it', async () => {
    mockApi({ 'POST /api/auth/patient/register': { status: 409, body: { error: 'CPF já cadastrado' } } });
    const { router } = renderRoute('/patient-register');
    await screen.findByRole('heading', { name: 'Cadastro de Paciente' });
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    const cpf = screen.getByLabelText('CPF', { exact: true });
    await waitFor(() => expect(cpf.getAttribute('aria-invalid')).toBe('true'));
    const described = (cpf.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('CPF já cadastrado');
    // The way in is offered beside the submit, where the person is.
    const failure = screen.getByRole('alert');
    expect(failure.textContent).toContain('CPF já cadastrado');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/redefinir-senha?tipo=paciente',
    );

    // Another CPF is another question: the field no longer says it is taken.
    type('CPF', '11144477735');
    expect(cpf.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Entrar com este CPF' })).toBeNull();
    type('CPF', '52998224725');
    fireEvent.click(screen.getByRole('link', { name: 'Entrar com este CPF' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const login = await screen.findByLabelText('CPF', { exact: true });
    expect((login as HTMLInputElement).value).toBe('529.982.247-25');
  });
});
