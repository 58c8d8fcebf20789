import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { patientFixture, profileFixture, usersMeFixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render-route';

describe('/dashboard', () => {
  it('shows the patient home, with the shell title and the patient menu', async () => {
    mockApi({ 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } });
    renderRoute('/dashboard');
    expect(await screen.findByText('Olá, Maria!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeTruthy();
    const menu = screen.getAllByRole('navigation', { name: 'Menu principal' })[0]!;
    expect(menu.textContent).toContain('Foco de Mosquito');
  });

  it('loads the patient session first when both sessions exist', async () => {
    mockApi({
      'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } },
      'GET /api/users/me': { status: 200, body: usersMeFixture() },
    });
    renderRoute('/dashboard');
    expect(await screen.findByText('Olá, Maria!')).toBeTruthy();
  });

  it('shows the doctor home from the user profile, with the default specialty', async () => {
    const me = usersMeFixture({ profile: profileFixture({ specialty: null }) });
    mockApi({ 'GET /api/users/me': { status: 200, body: me } });
    renderRoute('/dashboard');
    expect(await screen.findByText('Olá, João!')).toBeTruthy();
    expect(screen.getByText('Medicina Geral')).toBeTruthy();
  });

  it("says the doctor's CRM once, with its UF, and the unit they work at", async () => {
    const me = usersMeFixture({ profile: profileFixture({ health_unit_name: 'UBS Centro' }) });
    mockApi({ 'GET /api/users/me': { status: 200, body: me } });
    renderRoute('/dashboard');
    expect(await screen.findByText('CRM 12345/SP')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Olá, João!' })).getByText('UBS Centro')).toBeTruthy();
    expect(screen.queryByText(/CRM CRM/)).toBeNull();
  });

  it('gives the department a summary with the city counts and the way into each admin page (decision 014)', async () => {
    const me = usersMeFixture({
      profile: profileFixture({ user_type: 'health_department', full_name: 'Ana Gestora' }),
    });
    mockApi({
      'GET /api/users/me': { status: 200, body: me },
      'GET /api/admin/stats': {
        status: 200,
        body: {
          counts: { staff: 1500, patients: 100000, health_units: 60, reports: 50000 },
          reports_by_status: { pending: 1, investigating: 0, resolved: 0 },
          reports_by_neighborhood: [],
        },
      },
    });
    renderRoute('/dashboard');
    const summary = await screen.findByRole('region', { name: 'Visão geral' });
    await waitFor(() => expect(summary.textContent).toContain('100.000'));
    expect(summary.textContent).toContain('Unidades de Saúde');
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /Relatórios & Analytics/ })
        .getAttribute('href'),
    ).toBe('/admin');
    expect(
      within(main)
        .getByRole('link', { name: /Usuários/ })
        .getAttribute('href'),
    ).toBe('/users-management');
  });

  it("names the receptionist's unit, and says why the day is empty when there is none", async () => {
    const receptionist = (health_unit_name: string | null) =>
      usersMeFixture({
        profile: profileFixture({ user_type: 'reception', full_name: 'Carla Lima', health_unit_name }),
      });
    mockApi({ 'GET /api/users/me': { status: 200, body: receptionist('UBS Centro') } });
    const first = renderRoute('/dashboard');
    const greeting = await screen.findByRole('region', { name: 'Olá, Carla!' });
    expect(within(greeting).getByText('UBS Centro')).toBeTruthy();
    expect(screen.queryByText(/não está vinculado a nenhuma unidade/)).toBeNull();
    first.unmount();

    mockApi({ 'GET /api/users/me': { status: 200, body: receptionist(null) } });
    renderRoute('/dashboard');
    expect(
      await screen.findByText(/Seu cadastro não está vinculado a nenhuma unidade de saúde/),
    ).toBeTruthy();
  });

  it("says 'Tipo de usuário não reconhecido' for an unknown user type", async () => {
    const me = usersMeFixture({ profile: profileFixture({ user_type: 'astronaut' as never }) });
    mockApi({ 'GET /api/users/me': { status: 200, body: me } });
    renderRoute('/dashboard');
    expect(await screen.findByText('Tipo de usuário não reconhecido')).toBeTruthy();
  });

  it('sends a visitor without a profile to /login', async () => {
    mockApi();
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('tells a staff member awaiting activation to wait for the health department', async () => {
    const me = usersMeFixture({ pendingActivation: true, identity: { name: 'João', email: null } });
    mockApi({ 'GET /api/users/me': { status: 200, body: me } });
    renderRoute('/dashboard');
    expect(await screen.findByText('Cadastro aguardando ativação')).toBeTruthy();
  });
});

describe('area access', () => {
  it('sends a doctor away from /reports to /dashboard', async () => {
    mockApi({ 'GET /api/users/me': { status: 200, body: usersMeFixture() } });
    const { router } = renderRoute('/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a visitor from /reports to /login and from /appointments to /', async () => {
    mockApi();
    const reports = renderRoute('/reports');
    await waitFor(() => expect(reports.router.state.location.pathname).toBe('/login'));
    reports.unmount();
    const appointments = renderRoute('/appointments');
    await screen.findByRole('heading', { name: 'Saúde pública digital, mais perto de você' });
    expect(appointments.router.state.location.pathname).toBe('/');
  });

  it('titles /prescriptions by user type', async () => {
    mockApi({ 'GET /api/users/me': { status: 200, body: usersMeFixture() } });
    renderRoute('/prescriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receitas Emitidas' })).toBeTruthy();
  });

  it('sends /admin without a department session to /secsaude', async () => {
    mockApi();
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/secsaude'));
  });

  it('opens /admin for a department session and greets by full name', async () => {
    const user = {
      id: 1,
      username: 'admin',
      full_name: 'Ana Gestora',
      is_active: true,
      created_at: '',
      updated_at: '',
    };
    mockApi({ 'GET /api/health-department/me': { status: 200, body: { user } } });
    renderRoute('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Painel de Administração - Secretaria de Saúde' }),
    ).toBeTruthy();
    expect(await screen.findByText('Ana Gestora', { selector: 'span' })).toBeTruthy();
  });

  it('sends /hospital-panel to /hospital-login when the hospital session check fails', async () => {
    mockApi();
    const { router } = renderRoute('/hospital-panel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hospital-login'));
  });
});
