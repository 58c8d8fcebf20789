/**
 * The /admin tabs read their lists through the list contract: the server's total, "Carregar mais"
 * from the Link header, search and filters in the URL, the spec's empty texts and a failed load that
 * says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import type { HospitalUser, StaffUser } from '@saude/shared/schemas/auth';
import type { ReportWithReporter } from '@saude/shared/schemas/reports';
import { jsonResponse, mockApi, listReply } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { SLOW, signedInDepartment } from '../test/department-session';

const staff = (id: number, full_name: string): StaffUser =>
  ({
    id,
    full_name,
    user_type: 'doctor',
    cpf: null,
    phone: null,
    specialty: null,
    crm: null,
    is_active: true,
  }) as StaffUser;

const unit = (id: number, name: string) => ({ id, name, is_active: true }) as AdminHealthUnit;

describe('/admin tabs', () => {
  it('staff: shows the total, loads more from the link and searches in the database', async () => {
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/staff': () =>
        listReply([staff(9, 'Carla Nova')], {
          total: 57,
          next: '/api/admin/staff?cursor=c1',
        }),
      'GET /api/admin/staff?cursor=c1': () => listReply([staff(3, 'Bruno Antigo')], { total: 57 }),
      'GET /api/admin/staff?q=ana': () => listReply([], { total: 0 }),
    });
    renderRoute('/admin?aba=staff');
    expect(await screen.findByText('57 funcionários', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Mostrando 1 de 57')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Bruno Antigo')).toBeTruthy();
    expect(screen.getByText('Carla Nova')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Buscar por nome ou CPF'), { target: { value: 'ana' } });
    expect(await screen.findByText('Nenhum funcionário encontrado')).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/staff?q=ana')).toHaveLength(1);
  });

  it('on a phone, each account is a card: its values under their headings, the switch and Editar', async () => {
    // A phone's width: the media query the layout follows.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 639px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const admin = (id: number, administrator_name: string, email: string | null): HospitalUser => ({
      id,
      username: `adm${id}`,
      administrator_name,
      health_unit_id: 1,
      health_unit_name: 'UBS Centro',
      email,
      phone: null,
      is_active: true,
    });
    try {
      mockApi({
        ...signedInDepartment,
        'GET /api/admin/hospital-administrators': () =>
          listReply([admin(4, 'Rita Alves', 'rita@ubs.gov.br'), admin(5, 'Paulo Reis', null)]),
      });
      renderRoute('/admin?aba=hospital-admins');
      const list = await screen.findByRole('list', { name: 'Administradores de hospitais' }, SLOW);
      expect(screen.queryByRole('table')).toBeNull();
      const [rita, paulo] = within(list)
        .getAllByRole('listitem')
        .map((card) => within(card));
      const terms = (card: typeof rita) => card!.getAllByRole('term').map((t) => t.textContent);
      expect(terms(rita)).toEqual(['Usuário', 'Unidade', 'E-mail', 'Ativo']);
      expect(rita!.getByText('rita@ubs.gov.br')).toBeTruthy();
      // No e-mail and no phone: no line for them.
      expect(terms(paulo)).toEqual(['Usuário', 'Unidade', 'Ativo']);
      expect(paulo!.getByRole('switch', { name: 'Desativar Paulo Reis' })).toBeTruthy();
      fireEvent.click(paulo!.getByRole('button', { name: 'Editar Paulo Reis' }));
      expect(await screen.findByRole('dialog', { name: 'Editar Administrador' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    mockApi({
      ...signedInDepartment,
      'GET /api/admin/public-authorities': () =>
        fail ? jsonResponse(500, { error: 'falha' }) : listReply([], { total: 0 }),
    });
    renderRoute('/admin?aba=public-authorities');
    expect(await screen.findByText('Não foi possível carregar os órgãos públicos.', {}, SLOW)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum órgão público encontrado')).toBeTruthy();
  });

  it('medical data: each sub-tab counts its list, capped totals as "1.000+", the period in the URL', async () => {
    const prescription = {
      id: 1,
      patient_id: 2,
      patient_name: 'Rui Lima',
      doctor_name: 'João',
      doctor_crm: null,
      prescription_date: '2025-05-01',
      prescription_text: 'Dipirona',
      is_valid: true,
      qr_code: null,
      dispensed_at: null,
      dispensed_by: null,
      valid_until: '2025-04-06',
      status: 'valid',
      created_at: '',
    };
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/admin/all-prescriptions': () =>
        listReply([prescription], {
          total: 1000,
          exact: false,
          next: '/api/admin/all-prescriptions?cursor=p2',
        }),
      'GET /api/admin/all-medical-records': () => listReply([], { total: 0 }),
      'GET /api/admin/all-vaccinations': () => listReply([], { total: 3 }),
      'GET /api/admin/all-exams': () => listReply([], { total: 0 }),
      'GET /api/admin/all-prescriptions?period=week': () => listReply([], { total: 0 }),
      'GET /api/admin/all-medical-records?period=week': () => listReply([], { total: 0 }),
      'GET /api/admin/all-vaccinations?period=week': () => listReply([], { total: 0 }),
      'GET /api/admin/all-exams?period=week': () => listReply([], { total: 0 }),
    });
    renderRoute('/admin?aba=medical-data');
    expect(await screen.findByRole('tab', { name: 'Receitas (1.000+)' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Vacinas (3)' })).toBeTruthy();
    expect(screen.getByText('1.000+ receitas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Período'), { target: { value: 'week' } });
    expect(await screen.findByText('Nenhuma receita encontrada')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Receitas (0)' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/admin/all-exams?period=week')).toHaveLength(1);
  });

  it('medical data: the sub-tab is in the address, a link opens it, and another section drops it', async () => {
    mockApi({
      ...signedInDepartment,
      'GET /api/admin/all-prescriptions': () => listReply([], { total: 0 }),
      'GET /api/admin/all-medical-records': () => listReply([], { total: 0 }),
      'GET /api/admin/all-vaccinations': () => listReply([], { total: 0 }),
      'GET /api/admin/all-exams': () => listReply([], { total: 0 }),
      'GET /api/admin/staff': () => listReply([], { total: 0 }),
    });
    const { router } = renderRoute('/admin?aba=medical-data&dados=vacinas');
    const vaccines = await screen.findByRole('tab', { name: /^Vacinas/ }, SLOW);
    expect(vaccines.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Nenhuma vacina encontrada')).toBeTruthy();

    // Radix tabs change on a press of the mouse.
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Exames/ }), { button: 0 });
    await waitFor(() => expect(router.state.location.search).toBe('?aba=medical-data&dados=exames'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Receitas/ }), { button: 0 });
    await waitFor(() => expect(router.state.location.search).toBe('?aba=medical-data'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Prontuários/ }), { button: 0 });
    await waitFor(() => expect(router.state.location.search).toBe('?aba=medical-data&dados=prontuarios'));

    // Another section of /admin: the inner tab's name leaves the address with it.
    fireEvent.change(screen.getByLabelText('Seção'), { target: { value: 'staff' } });
    await waitFor(() => expect(router.state.location.search).toBe('?aba=staff'));
  });

  it('reports: triage filters, the photo and duplicates, a status change with a note, and the empty text', async () => {
    const report = {
      id: 5,
      report_type: 'mosquito',
      title: 'Foco no terreno',
      description: null,
      photo_url: '/api/files/abc',
      latitude: -22.9,
      longitude: -47.06,
      address: 'Rua das Flores, 10',
      neighborhood: 'Centro',
      status: 'pending',
      status_note: null,
      created_at: '2025-05-01T10:00:00Z',
      updated_at: '',
      patient_name: 'Vizinha',
      patient_cpf: null,
      possible_duplicates: [
        {
          id: 4,
          title: 'Foco no terreno baldio',
          status: 'investigating',
          created_at: '2025-04-28T10:00:00Z',
        },
      ],
    } as unknown as ReportWithReporter;
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/reports': () => listReply([report], { total: 1 }),
      'GET /api/reports?status=pending': () => listReply([report], { total: 1 }),
      'GET /api/reports?status=pending&neighborhood=centro&from=2025-05-01': () =>
        listReply([report], { total: 1 }),
      'GET /api/reports?q=nada&status=pending&neighborhood=centro&from=2025-05-01': () =>
        listReply([], { total: 0 }),
      'PATCH /api/reports/5/status': (call) => ({
        status: 200,
        body: { ...report, status: 'investigating', status_note: (call.body as { note: string }).note },
      }),
    });
    renderRoute('/admin?aba=reports');
    const item = (await screen.findByText('Foco no terreno', {}, SLOW)).closest('li')!;
    // Asked for by the panel alongside the tab's code, and (with this cache's staleTime 0) again by
    // the tab: what counts below is that a status change asks for none.
    const listed = api.callsTo('GET', '/api/reports').length;
    expect(within(item).getByText(/Rua das Flores, 10 · Bairro: Centro/)).toBeTruthy();
    expect(
      within(item)
        .getByRole('link', { name: /Ver no mapa/ })
        .getAttribute('href'),
    ).toContain('-22.9,-47.06');
    expect(within(item).getByText(/#4 Foco no terreno baldio — Investigando/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Ampliar a foto de Foco no terreno' }));
    const photo = await screen.findByRole('dialog', { name: 'Foco no terreno' });
    expect(within(photo).getByRole('img').getAttribute('src')).toBe('/api/files/abc');
    fireEvent.keyDown(photo, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The status and a note for the reporter are saved together.
    fireEvent.change(within(item).getByLabelText('Alterar status'), { target: { value: 'investigating' } });
    fireEvent.change(within(item).getByLabelText(/Recado para quem relatou/), {
      target: { value: 'Equipe visita na quinta.' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Atualizar status' }));
    expect(await within(item).findByText('Investigando', { selector: 'span' })).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/reports/5/status')[0]?.body).toEqual({
      status: 'investigating',
      note: 'Equipe visita na quinta.',
    });
    expect(api.callsTo('GET', '/api/reports')).toHaveLength(listed);

    // Filters go to the server.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    fireEvent.change(screen.getByLabelText('Bairro'), { target: { value: 'centro' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-05-01' } });
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/api/reports?status=pending&neighborhood=centro&from=2025-05-01'),
      ).toHaveLength(1),
    );
    fireEvent.change(screen.getByLabelText('Buscar por título, autor ou descrição'), {
      target: { value: 'nada' },
    });
    expect(await screen.findByText('Nenhum relatório encontrado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('Foco no terreno')).toBeTruthy();

    // Triaging the pending ones: a report taken into analysis leaves the "Pendente" list at once.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    // The unfiltered rows stay on screen until the pending ones arrive.
    const pendingItem = (await screen.findByText('Pendente', { selector: 'li span' })).closest('li')!;
    fireEvent.change(within(pendingItem).getByLabelText('Alterar status'), {
      target: { value: 'investigating' },
    });
    fireEvent.click(within(pendingItem).getByRole('button', { name: 'Atualizar status' }));
    expect(await screen.findByText('Nenhum relatório encontrado')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/reports/5/status')).toHaveLength(2);
  });

  it('messages: the sent list pages, and the recipients are searched by name', async () => {
    const sent = {
      id: 1,
      recipient_type: 'all_patients',
      recipient_id: null,
      recipient_name: 'Todos os pacientes',
      title: 'Campanha de vacinação',
      message_text: 'Vacine-se',
      created_at: '2025-05-01T10:00:00Z',
    };
    const recipient = (id: string, name: string, cpf = '52998224725') => ({
      recipient_id: id,
      name,
      kind: 'patient',
      label: 'Paciente',
      cpf,
      birth_date: '1980-04-12',
      crm: null,
      username: null,
    });
    const api = mockApi({
      ...signedInDepartment,
      'GET /api/messages': () => listReply([sent], { total: 40, next: '/api/messages?cursor=m2' }),
      'GET /api/messages/recipients?limit=100': () =>
        listReply([recipient('patient:1', 'Ana')], {
          total: 1000,
          exact: false,
          next: '/api/messages/recipients?limit=100&cursor=r2',
        }),
      'GET /api/messages/recipients?q=rui&limit=100': () =>
        listReply([recipient('patient:2', 'Rui Lima'), recipient('patient:3', 'Rui Lima', '11144477735')]),
    });
    renderRoute('/admin?aba=messages');
    expect(await screen.findByText('40 mensagens enviadas', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Nova Mensagem/ }));
    const dialog = await screen.findByRole('dialog');
    // No group is chosen in advance: a message to the whole city is never sent by default.
    expect((within(dialog).getByLabelText(/Destinatários/) as HTMLSelectElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Aviso' } });
    fireEvent.change(within(dialog).getByLabelText(/^Mensagem/), { target: { value: 'Texto' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Mensagem' }));
    expect(await within(dialog).findByText('Escolha para quem enviar a mensagem')).toBeTruthy();
    expect(api.callsTo('POST', '/api/messages')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Destinatários/), { target: { value: 'individual' } });
    expect(
      await within(dialog).findByText('Mostrando 1 de 1.000+. Digite mais do nome para encontrar outros.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Buscar destinatário'), { target: { value: 'rui' } });
    // Two patients of one name are told apart by their CPF.
    expect(
      await within(dialog).findByRole('option', {
        name: 'Rui Lima (Paciente) · CPF 529.982.247-25 · nasc. 12/04/1980',
      }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('option', {
        name: 'Rui Lima (Paciente) · CPF 111.444.777-35 · nasc. 12/04/1980',
      }),
    ).toBeTruthy();
    // Chosen, it is written out in full under the select, which a phone cuts short.
    fireEvent.change(within(dialog).getByLabelText(/^Destinatário$/), { target: { value: 'patient:3' } });
    expect(
      within(dialog).getByText('Escolhido: Rui Lima (Paciente) · CPF 111.444.777-35 · nasc. 12/04/1980'),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/api/messages/recipients?q=rui&limit=100')).toHaveLength(1);
  });

  it("the administrator form offers every unit, following the units list's pages", async () => {
    mockApi({
      ...signedInDepartment,
      'GET /api/admin/hospital-administrators': () => listReply([], { total: 0 }),
      'GET /api/admin/health-units?limit=100': () =>
        listReply([unit(2, 'UBS Sul')], {
          total: 2,
          next: '/api/admin/health-units?limit=100&cursor=u2',
        }),
      'GET /api/admin/health-units?limit=100&cursor=u2': () =>
        listReply([unit(1, 'Hospital Central')], {
          total: 2,
        }),
    });
    renderRoute('/admin?aba=hospital-admins');
    fireEvent.click(await screen.findByRole('button', { name: /Novo Administrador/ }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText(/Unidade de saúde/);
    await waitFor(() =>
      expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'Selecione a unidade',
        'Hospital Central',
        'UBS Sul',
      ]),
    );
  });

  it.each([
    [
      // Sent while online: the line may have dropped after the server had it.
      'a lost answer (network)',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'A conexão caiu antes da resposta e a ação pode ter sido registrada. Confira antes de tentar novamente.',
    ],
    ['a refusal without text', () => ({ status: 500 }), 'Erro ao salvar'],
    ['the server text', () => ({ status: 409, body: { error: 'CPF já cadastrado' } }), 'CPF já cadastrado'],
  ])('a dialog that fails to save shows %s', async (_case, reply, text) => {
    const patient = { id: 4, full_name: 'Rui Lima', cpf: '52998224725', is_active: true, phone: null };
    mockApi({
      ...signedInDepartment,
      'GET /api/admin/patients': () => listReply([patient]),
      'PUT /api/admin/patients/4': reply,
    });
    renderRoute('/admin?aba=patients');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Rui Lima' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
  });
});
