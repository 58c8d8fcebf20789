/**
 * /users-management and /health-units-management through the list contract: tab counts from the
 * server, search and type filters sent to the database, "Carregar mais", the spec's empty texts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, mockApi, listReply } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { SLOW, signedInDepartment } from '../test/department-session';

const doctor = {
  id: 7,
  full_name: 'Dra. Ana Souza',
  user_type: 'doctor',
  cpf: '52998224725',
  phone: null,
  specialty: 'Pediatra',
  crm: '777',
  health_unit_id: 3,
  health_unit_name: 'UBS Centro',
  is_active: false,
};

describe('/users-management', () => {
  it('counts each tab from the server and filters the open tab in the database', async () => {
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([doctor], { total: 12 }),
      'GET /api/admin/patients?limit=1': () => listReply([], { total: 1000, exact: false }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 2 }),
      'GET /api/admin/staff': () => listReply([doctor], { total: 12, next: '/api/admin/staff?cursor=s2' }),
      'GET /api/admin/staff?cursor=s2': () =>
        listReply([{ ...doctor, id: 6, full_name: 'Dr. Bruno' }], {
          total: 12,
        }),
      'GET /api/admin/staff?user_type=reception': () => listReply([], { total: 0 }),
      'GET /api/admin/public-authorities': () => listReply([], { total: 2 }),
      'GET /api/admin/public-authorities?q=civil&authority_type=police': () => listReply([], { total: 0 }),
    });
    const { router } = renderRoute('/users-management');
    expect(await screen.findByRole('tab', { name: 'Funcionários (12)' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Pacientes (1.000+)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Órgãos Públicos (2)' })).toBeTruthy();

    const row = (await screen.findByText('Dra. Ana Souza')).closest('tr')!;
    expect(within(row).getByText('Inativo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Dr. Bruno')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Filtrar por tipo'), { target: { value: 'reception' } });
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeTruthy();
    expect(screen.getByText('Tente ajustar os filtros de busca.')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Órgãos Públicos (2)' }));
    // The open tab is kept in the address, so a reload opens it again.
    expect(router.state.location.search).toBe('?aba=public-authorities');
    fireEvent.change(screen.getByLabelText('Filtrar por tipo'), { target: { value: 'police' } });
    fireEvent.change(screen.getByLabelText('Buscar por nome, CPF, CRM...'), { target: { value: 'civil' } });
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/public-authorities?q=civil&authority_type=police')).toHaveLength(1);
    // Only the open tab's list is read; the patients are only counted.
    expect(api.calls.some((c) => c.url === '/api/admin/patients')).toBe(false);
  });

  it("shows a public body's contact the same way here and on /admin: the e-mail over the phone", async () => {
    const police = {
      id: 3,
      authority_name: 'Polícia Civil',
      authority_type: 'police',
      username: 'policia',
      contact_email: 'plantao@policia.gov.br',
      contact_phone: '11987654321',
      is_active: true,
    };
    mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/patients?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([police], { total: 1 }),
      'GET /api/admin/public-authorities': () => listReply([police], { total: 1 }),
    });
    for (const address of ['/users-management?aba=public-authorities', '/admin?aba=public-authorities']) {
      const { unmount } = renderRoute(address);
      const row = (await screen.findByText('Polícia Civil', {}, SLOW)).closest('tr')!;
      const email = within(row).getByText('plantao@policia.gov.br');
      const phone = within(row).getByText('(11) 98765-4321');
      // Two lines of one cell, nothing joining them.
      expect(email.closest('td')).toBe(phone.closest('td'));
      expect(email.className, address).toContain('block');
      expect(email.closest('td')!.textContent, address).toBe('plantao@policia.gov.br(11) 98765-4321');
      unmount();
    }
  });

  it('offers "Excluir Todos Pacientes" on the patients tab only, after the list and apart from "Novo Usuário"', async () => {
    const ana = { ...doctor, crm: '77701', crm_uf: 'SP' };
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([ana], { total: 1 }),
      'GET /api/admin/patients?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/staff': () => listReply([doctor], { total: 1 }),
      'GET /api/admin/patients': () => listReply([], { total: 0 }),
    });
    renderRoute('/users-management');
    expect(await screen.findByText('Dra. Ana Souza', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Excluir Todos Pacientes/ })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Pacientes/ }));
    const empty = await screen.findByText('Nenhum usuário encontrado');
    const wipe = screen.getByRole('button', { name: /Excluir Todos Pacientes/ });
    const create = screen.getByRole('button', { name: /Novo Usuário/ });
    expect(wipe.parentElement).not.toBe(create.parentElement);
    expect(empty.compareDocumentPosition(wipe) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // It asks first; nothing is sent until the typed confirmation.
    fireEvent.click(wipe);
    expect(await screen.findByRole('dialog', { name: 'Excluir todos os pacientes' }, SLOW)).toBeTruthy();
    expect(api.calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('asks once for the list, sends one request for a double tap and holds only that row meanwhile', async () => {
    const ana = { ...doctor, is_active: true };
    const bruno = { ...doctor, id: 6, full_name: 'Dr. Bruno', is_active: true };
    const answer = deferred<{ status: number; body: unknown }>();
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([ana], { total: 2 }),
      'GET /api/admin/patients?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/staff': () => listReply([ana, bruno]),
      'PATCH /api/admin/staff/7/status': () => answer.promise,
    });
    renderRoute('/users-management');
    const rowButton = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name, hidden: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar Dra. Ana Souza' }, SLOW));
    const ask = await screen.findByRole('alertdialog', { name: 'Desativar conta' });
    expect(ask.textContent).toContain('Desativar Dra. Ana Souza? A conta não poderá entrar no sistema');
    const confirm = within(ask).getByRole<HTMLButtonElement>('button', { name: 'Desativar' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(api.callsTo('PATCH', '/api/admin/staff/7/status')).toHaveLength(1);
    expect(rowButton('Desativar Dra. Ana Souza').disabled).toBe(true);
    expect(rowButton('Desativar Dr. Bruno').disabled).toBe(false);

    answer.resolve({ status: 200, body: { success: true, user: { ...ana, is_active: false } } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = (await screen.findByRole('button', { name: 'Ativar Dra. Ana Souza' })).closest('tr')!;
    expect(within(row).getByText('Inativo')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/admin/staff/7/status')[0]?.body).toEqual({ is_active: false });
  });

  it("lists a unit's members, or the doctors and receptionists without one, in the database", async () => {
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([doctor], { total: 1 }),
      'GET /api/admin/patients?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/staff': () => listReply([doctor]),
      'GET /api/admin/health-units?limit=100': () =>
        listReply([{ id: 3, name: 'UBS Centro', address: 'Rua A, 1', is_active: true }]),
      'GET /api/admin/staff?unit=3': () => listReply([doctor]),
      'GET /api/admin/staff?unit=none': () => listReply([]),
    });
    renderRoute('/users-management');
    await screen.findByText('Dra. Ana Souza', {}, SLOW);
    const filter = screen.getByLabelText('Filtrar por unidade');
    await within(filter).findByRole('option', { name: 'UBS Centro' });
    fireEvent.change(filter, { target: { value: '3' } });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/staff?unit=3')).toHaveLength(1));
    fireEvent.change(filter, { target: { value: 'none' } });
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeTruthy();
    // Another tab has no units to filter by.
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Pacientes/ }));
    expect(screen.queryByLabelText('Filtrar por unidade')).toBeNull();
  });

  it('edits a doctor with the unit chosen, and says on a move that booked visits stay where they were', async () => {
    const units = [
      { id: 3, name: 'UBS Centro', address: 'Rua A, 1', is_active: true },
      { id: 4, name: 'UBS Norte', address: 'Rua B, 2', is_active: true },
    ];
    const ana = { ...doctor, crm: '77701', crm_uf: 'SP' };
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([ana], { total: 1 }),
      'GET /api/admin/patients?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/staff': () => listReply([ana]),
      'GET /api/admin/health-units?limit=100': () => listReply(units),
      'PUT /api/admin/staff/7': { status: 200, body: { success: true, user: ana } },
    });
    renderRoute('/users-management');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver e editar Dra. Ana Souza' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await within(dialog).findByRole('option', { name: 'UBS Norte' });
    const unit = within(dialog).getByLabelText<HTMLSelectElement>('Unidade de saúde');
    expect(unit.value).toBe('3');
    expect(within(dialog).getByText('Onde atende: a unidade marca suas consultas')).toBeTruthy();
    fireEvent.change(unit, { target: { value: '4' } });
    expect(within(dialog).getByText('As consultas já marcadas continuam em UBS Centro.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/staff/7')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/staff/7')[0]?.body).toMatchObject({ health_unit_id: 4 });
  });

  it('shows one card per person on a phone, each value under its heading, with the same actions', async () => {
    // A phone's width: the media query the layout follows.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 639px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      mockApi({
        ...signedInDepartment,
        'GET /api/admin/staff?limit=1': () => listReply([doctor], { total: 2 }),
        'GET /api/admin/patients?limit=1': () => listReply([], { total: 0 }),
        'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 0 }),
        'GET /api/admin/staff': () =>
          listReply([
            doctor,
            {
              ...doctor,
              id: 8,
              full_name: 'Carla Lima',
              user_type: 'reception',
              crm: null,
              health_unit_id: null,
              health_unit_name: null,
            },
            { ...doctor, id: 9, full_name: 'Rui Gestor', user_type: 'health_department', crm: null },
          ]),
      });
      renderRoute('/users-management');
      const cards = within(await screen.findByRole('list', { name: 'Usuários' }, SLOW)).getAllByRole(
        'listitem',
      );
      expect(screen.queryByRole('table')).toBeNull();
      const ana = within(cards[0]!);
      expect(ana.getByText('Dra. Ana Souza')).toBeTruthy();
      expect(ana.getByText('Inativo')).toBeTruthy();
      const terms = ana.getAllByRole('term').map((t) => t.textContent);
      expect(terms).toEqual(['CPF', 'Tipo', 'Unidade', 'Especialidade / CRM']);
      expect(ana.getByText('529.982.247-25')).toBeTruthy();
      expect(ana.getByText('UBS Centro')).toBeTruthy();
      expect(ana.getByRole('button', { name: 'Ver e editar Dra. Ana Souza' })).toBeTruthy();
      expect(ana.getByRole('button', { name: 'Ativar Dra. Ana Souza' })).toBeTruthy();
      const termsOf = (card: HTMLElement) =>
        within(card)
          .getAllByRole('term')
          .map((t) => t.textContent);
      // Nothing to say about a receptionist's specialty: no empty line for it. A receptionist without
      // a unit says so (decision 063); a department member works for the whole city.
      expect(termsOf(cards[1]!)).toEqual(['CPF', 'Tipo', 'Unidade']);
      expect(within(cards[1]!).getByText('Nenhuma')).toBeTruthy();
      expect(termsOf(cards[2]!)).toEqual(['CPF', 'Tipo']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives focus back to the row that asked once the question is cancelled', async () => {
    mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff?limit=1': () => listReply([doctor], { total: 1 }),
      'GET /api/admin/patients?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/public-authorities?limit=1': () => listReply([], { total: 0 }),
      'GET /api/admin/staff': () => listReply([{ ...doctor, is_active: true }]),
    });
    renderRoute('/users-management');
    const deactivate = await screen.findByRole('button', { name: 'Desativar Dra. Ana Souza' }, SLOW);
    deactivate.focus();
    fireEvent.click(deactivate);
    const ask = await screen.findByRole('alertdialog', { name: 'Desativar conta' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(deactivate));
  });
});

describe('/health-units-management', () => {
  it('searches name or address in the database and says when nothing matches', async () => {
    const unit = {
      id: 3,
      name: 'UBS Centro',
      address: 'Rua A, 1',
      full_address: null,
      phone: null,
      is_active: true,
      created_at: '2025-01-02T10:00:00Z',
    };
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/health-units': () => listReply([unit], { total: 1 }),
      'GET /api/admin/health-units?q=flores': () => listReply([], { total: 0 }),
    });
    renderRoute('/health-units-management');
    expect(await screen.findByText('UBS Centro', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('1 unidade')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar por nome, endereço ou CNES'), {
      target: { value: 'flores' },
    });
    expect(await screen.findByText('Nenhuma unidade encontrada')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/health-units?q=flores')).toHaveLength(1);
  });
});
