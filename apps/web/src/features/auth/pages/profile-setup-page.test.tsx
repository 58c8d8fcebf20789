import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { profileFixture, usersMeFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';

const newUser = usersMeFixture({
  profile: null,
  hasProfile: false,
  identity: { name: 'Ana Lima', email: 'a@b.br' },
});

describe('/profile-setup', () => {
  it('sends a visitor to /login', async () => {
    mockApi();
    const { router } = renderRoute('/profile-setup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('requires the user type and shows only the fields of the chosen type', async () => {
    const api = mockApi({ 'GET /api/users/me': { status: 200, body: newUser } });
    renderRoute('/profile-setup');
    const type = (await screen.findByLabelText(/Tipo de usuário/)) as HTMLSelectElement;

    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText('Tipo de usuário é obrigatório')).toBeTruthy();
    expect(api.callsTo('POST', '/api/users/profile')).toHaveLength(0);

    fireEvent.change(type, { target: { value: 'patient' } });
    expect(await screen.findByLabelText('Cartão SUS')).toBeTruthy();
    expect(screen.queryByLabelText('CRM')).toBeNull();

    fireEvent.change(type, { target: { value: 'doctor' } });
    expect(await screen.findByLabelText('CRM')).toBeTruthy();
    expect(screen.getByLabelText('UF do CRM')).toBeTruthy();
    expect(screen.queryByLabelText('Cartão SUS')).toBeNull();
  });

  it('keeps only digits in the CPF field, at most 11', async () => {
    mockApi({ 'GET /api/users/me': { status: 200, body: newUser } });
    renderRoute('/profile-setup');
    const cpf = (await screen.findByLabelText('CPF')) as HTMLInputElement;
    fireEvent.change(cpf, { target: { value: '529.982.247-2599' } });
    expect(cpf.value).toBe('52998224725');
  });

  it('creates a patient profile with nulls for empty fields and opens the dashboard', async () => {
    let created = false;
    const api = mockApi({
      'GET /api/users/me': () => ({
        status: 200,
        body: created ? usersMeFixture({ profile: profileFixture({ user_type: 'patient' }) }) : newUser,
      }),
      'POST /api/users/profile': () => {
        created = true;
        return {
          status: 200,
          body: { profile: profileFixture({ user_type: 'patient', full_name: 'Ana Lima' }) },
        };
      },
    });
    const { router } = renderRoute('/profile-setup');
    fireEvent.change(await screen.findByLabelText(/Tipo de usuário/), { target: { value: 'patient' } });
    fireEvent.change(await screen.findByLabelText('Tipo sanguíneo'), { target: { value: 'AB-' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/users/profile')[0]?.body).toEqual({
      user_type: 'patient',
      full_name: 'Ana Lima',
      cpf: null,
      phone: null,
      sus_card: null,
      blood_type: 'AB-',
      allergies: null,
      specialty: null,
      crm: null,
      crm_uf: null,
    });
  });

  it('shows the activation notice instead of the dashboard for a staff type', async () => {
    mockApi({
      'GET /api/users/me': { status: 200, body: newUser },
      'POST /api/users/profile': {
        status: 200,
        body: {
          profile: profileFixture({ user_type: 'reception', is_active: false }),
          pendingActivation: true,
        },
      },
    });
    const { router } = renderRoute('/profile-setup');
    fireEvent.change(await screen.findByLabelText(/Tipo de usuário/), { target: { value: 'reception' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText('Cadastro aguardando ativação')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile-setup');
  });

  it("a doctor's CRM goes as its number and UF, both or neither", async () => {
    const api = mockApi({
      'GET /api/users/me': { status: 200, body: newUser },
      'POST /api/users/profile': {
        status: 200,
        body: {
          profile: profileFixture({ user_type: 'doctor', is_active: false }),
          pendingActivation: true,
        },
      },
    });
    renderRoute('/profile-setup');
    fireEvent.change(await screen.findByLabelText(/Tipo de usuário/), { target: { value: 'doctor' } });
    fireEvent.change(await screen.findByLabelText('CRM'), { target: { value: 'CRM 139512' } });
    expect(screen.getByLabelText<HTMLInputElement>('CRM').value).toBe('139512');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText('UF do CRM é obrigatória')).toBeTruthy();
    expect(api.callsTo('POST', '/api/users/profile')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('UF do CRM'), { target: { value: 'SP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText('Cadastro aguardando ativação')).toBeTruthy();
    expect(api.callsTo('POST', '/api/users/profile')[0]?.body).toMatchObject({
      user_type: 'doctor',
      crm: '139512',
      crm_uf: 'SP',
    });
  });

  it("shows the server's message, or 'Erro ao criar perfil'", async () => {
    mockApi({
      'GET /api/users/me': { status: 200, body: newUser },
      'POST /api/users/profile': { status: 409, body: { error: 'CPF já cadastrado' } },
    });
    renderRoute('/profile-setup');
    fireEvent.change(await screen.findByLabelText(/Tipo de usuário/), { target: { value: 'patient' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect((await screen.findByRole('alert')).textContent).toBe('CPF já cadastrado');
  });
});
