import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { patientFixture, requestFixture as request, profileFixture, usersMeFixture } from '@/test/fixtures';
import { listReply, mockApi } from '@/test/mock-api';
import { SETTLE_MS } from '../lib/use-settling';
import { renderRoute } from '@/test/render-route';
import { addDays, localIsoDay } from '@/lib/calendar-day';

const LIST = `/api/appointments?from=${localIsoDay()}`;
const REQUESTS = '/api/appointment-requests';
const UNITS = '/api/health-units?limit=100';

const patientSession = { 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } };
const staffSession = (user_type: 'doctor' | 'reception') => ({
  'GET /api/users/me': { status: 200, body: usersMeFixture({ profile: profileFixture({ user_type }) }) },
});

function appointment(overrides: Partial<AppointmentItem> = {}): AppointmentItem {
  return {
    id: 10,
    patient_id: 7,
    patient_name: 'Maria da Silva',
    doctor_name: 'Dr. João Pereira',
    health_unit_name: 'UBS Centro',
    appointment_date: localIsoDay(),
    appointment_time: '09:00',
    appointment_type: 'consultation',
    specialty: 'Clínico Geral',
    status: 'scheduled',
    notes: null,
    cancelled_at: null,
    cancellation_reason: null,
    created_at: '2025-03-01T12:00:00Z',
    ...overrides,
  };
}

const units = { [`GET ${UNITS}`]: { status: 200, body: [{ id: 3, name: 'UBS Centro', city: null }] } };

describe('/appointments for a patient', () => {
  it('shows each request status with its details', async () => {
    mockApi({
      ...patientSession,
      ...units,
      [`GET ${REQUESTS}`]: {
        status: 200,
        body: [
          request(),
          request({
            id: 2,
            specialty: 'Pediatra',
            status: 'approved',
            health_unit_name: 'UBS Norte',
            approved_date: '2025-03-10',
            approved_time: '14:30:00',
            doctor_name: 'Dra. Ana Lima',
            appointment_status: 'scheduled',
          }),
          request({
            id: 4,
            specialty: 'Dermatologista',
            status: 'approved',
            approved_date: '2025-03-12',
            approved_time: '08:00',
            appointment_status: 'cancelled',
          }),
          request({
            id: 3,
            specialty: 'Urologista',
            status: 'rejected',
            rejection_reason: 'Especialidade não atendida nesta unidade',
          }),
        ],
      },
      [`GET ${LIST}`]: { status: 200, body: [] },
    });
    renderRoute('/appointments');
    const pending = await screen.findByRole(
      'article',
      { name: 'Solicitação de Cardiologista' },
      { timeout: 12_000 },
    );
    expect(within(pending).getByText('Pendente')).toBeTruthy();
    expect(within(pending).getByText('Aguardando aprovação dos hospitais/UBS')).toBeTruthy();
    const approved = screen.getByRole('article', { name: 'Solicitação de Pediatra' });
    expect(approved.textContent).toContain('Aprovado');
    expect(approved.textContent).toContain('UBS Norte');
    expect(approved.textContent).toContain('10/03/2025 às 14:30');
    expect(approved.textContent).toContain('Dra. Ana Lima');
    expect(approved.textContent).not.toContain('Situação da consulta');
    // Approved, and the visit it made since cancelled: the list says so.
    const cancelled = screen.getByRole('article', { name: 'Solicitação de Dermatologista' });
    expect(cancelled.textContent).toContain('Aprovado');
    expect(cancelled.textContent).toContain('Situação da consulta: Cancelada');
    const rejected = screen.getByRole('article', { name: 'Solicitação de Urologista' });
    expect(rejected.textContent).toContain('Rejeitado');
    // Why, and what to do now: asking again opens the request form.
    expect(rejected.textContent).toContain('Motivo: Especialidade não atendida nesta unidade');
    expect(rejected.textContent).toContain(
      'Você pode fazer uma nova solicitação, se preferir para outra unidade',
    );
    fireEvent.click(within(rejected).getByRole('button', { name: 'Solicitar novamente' }));
    expect(await screen.findByRole('dialog', { name: 'Solicitar Consulta/Exame' })).toBeTruthy();
    // The first test also pays for loading the lazy route modules.
  }, 15_000);

  it("shows a unit's decision on the open page within one polling interval", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let rejected = false;
    mockApi({
      ...patientSession,
      ...units,
      [`GET ${REQUESTS}`]: () => ({
        status: 200,
        body: [
          request(
            rejected
              ? { status: 'rejected', rejection_reason: 'Sem vaga na agenda para esta especialidade' }
              : {},
          ),
        ],
      }),
      [`GET ${LIST}`]: { status: 200, body: [] },
    });
    try {
      renderRoute('/appointments');
      const item = await screen.findByRole(
        'article',
        { name: 'Solicitação de Cardiologista' },
        { timeout: 12_000 },
      );
      expect(within(item).getByText('Pendente')).toBeTruthy();
      rejected = true;
      await vi.advanceTimersByTimeAsync(30_000);
      await waitFor(() =>
        expect(item.textContent).toContain('Motivo: Sem vaga na agenda para esta especialidade'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("says under 'Consultas Confirmadas' that it holds every booked appointment, in any status", async () => {
    mockApi({
      ...patientSession,
      ...units,
      [`GET ${REQUESTS}`]: { status: 200, body: [] },
      [`GET ${LIST}`]: { status: 200, body: [appointment({ status: 'cancelled' })] },
    });
    renderRoute('/appointments');
    const section = (await screen.findByRole('heading', { name: 'Consultas Confirmadas' })).closest(
      'section',
    )!;
    expect(within(section).getByText(/As consultas que a unidade marcou para você/)).toBeTruthy();
    expect(await within(section).findByText('1 consulta')).toBeTruthy();
  });

  it('disables the request button when there is no health unit', async () => {
    mockApi({
      ...patientSession,
      [`GET ${UNITS}`]: { status: 200, body: [] },
      [`GET ${REQUESTS}`]: { status: 200, body: [] },
      [`GET ${LIST}`]: { status: 200, body: [] },
    });
    renderRoute('/appointments');
    await screen.findByText('Nenhuma unidade de saúde disponível no momento.');
    expect(
      (screen.getByRole('button', { name: 'Solicitar Consulta/Exame' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('requires specialty and type, then sends the request and puts it on top', async () => {
    const created = request({
      id: 9,
      specialty: 'Neurologista',
      appointment_type: 'exam',
      notes: 'Enxaqueca',
    });
    let sent = false;
    const api = mockApi({
      ...patientSession,
      ...units,
      // The list is asked again after the request: newest first, so the new one is on top.
      [`GET ${REQUESTS}`]: () => ({ status: 200, body: sent ? [created, request()] : [request()] }),
      [`GET ${LIST}`]: { status: 200, body: [] },
      'POST /api/appointment-requests': () => {
        sent = true;
        return { status: 201, body: created };
      },
    });
    renderRoute('/appointments');
    const open = await screen.findByRole('button', { name: 'Solicitar Consulta/Exame' });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Solicitação' }));
    expect(await within(dialog).findByText('Por favor, preencha todos os campos obrigatórios.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/appointment-requests')).toHaveLength(0);

    expect(within(dialog).getByRole('option', { name: 'Qualquer unidade disponível' })).toBeTruthy();
    // The specialties by name, as a person looks for one.
    const specialties = within(within(dialog).getByLabelText('Especialidade'))
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((t) => t !== 'Selecione a especialidade');
    expect(specialties.slice(0, 4)).toEqual([
      'Cardiologista',
      'Clínico Geral',
      'Dermatologista',
      'Endocrinologista',
    ]);
    expect(specialties.at(-1)).toBe('Urologista');
    fireEvent.change(within(dialog).getByLabelText('Especialidade'), { target: { value: 'Neurologista' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo'), { target: { value: 'exam' } });
    fireEvent.change(within(dialog).getByLabelText('Observações'), { target: { value: ' Enxaqueca ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Solicitação' }));

    expect(
      await screen.findByText('Solicitação enviada com sucesso! Aguarde a aprovação da unidade de saúde.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/appointment-requests')[0]?.body).toEqual({
      specialty: 'Neurologista',
      appointment_type: 'exam',
      health_unit_id: null,
      notes: 'Enxaqueca',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Minhas Solicitações' })).getAllByRole('article'),
      ).toHaveLength(2),
    );
    const items = within(screen.getByRole('list', { name: 'Minhas Solicitações' })).getAllByRole('article');
    expect(items[0]?.getAttribute('aria-label')).toBe('Solicitação de Neurologista');
  });

  it("shows the server's reason when the request fails", async () => {
    mockApi({
      ...patientSession,
      ...units,
      [`GET ${REQUESTS}`]: { status: 200, body: [] },
      [`GET ${LIST}`]: { status: 200, body: [] },
      'POST /api/appointment-requests': { status: 400, body: { error: 'Unidade de saúde inválida' } },
    });
    renderRoute('/appointments');
    const open = await screen.findByRole('button', { name: 'Solicitar Consulta/Exame' });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Especialidade'), { target: { value: 'Pediatra' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo'), { target: { value: 'consultation' } });
    fireEvent.change(within(dialog).getByLabelText('Unidade de saúde'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Solicitação' }));
    expect(
      await within(dialog).findByText('Erro ao enviar solicitação: Unidade de saúde inválida'),
    ).toBeTruthy();
  });
});

describe('/appointments for staff', () => {
  it('offers reception Check-in on scheduled and Faltou on confirmed, and never Finalizar', async () => {
    mockApi({
      ...staffSession('reception'),
      [`GET ${LIST}`]: {
        status: 200,
        body: [
          appointment(),
          appointment({
            id: 11,
            patient_name: 'Pedro Alves',
            status: 'confirmed',
            appointment_time: '10:00',
          }),
          appointment({ id: 12, patient_name: 'Rita Souza', status: 'completed', appointment_time: '11:00' }),
        ],
      },
    });
    renderRoute('/appointments');
    expect(await screen.findByRole('heading', { name: 'Todas as Consultas' })).toBeTruthy();
    const [scheduled, confirmed, completed] = await screen.findAllByRole('article');
    expect(
      within(scheduled!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Check-in']);
    expect(
      within(confirmed!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Faltou']);
    expect(within(completed!).queryAllByRole('button')).toHaveLength(0);
  });

  it('changes the status only when the server says ok', async () => {
    let allow = false;
    const api = mockApi({
      ...staffSession('reception'),
      [`GET ${LIST}`]: { status: 200, body: [appointment()] },
      'PATCH /api/appointments/10/status': () =>
        allow
          ? { status: 200, body: appointment({ status: 'confirmed' }) }
          : {
              status: 409,
              body: { error: 'Esta consulta está como "Cancelada" e não pode passar para "Confirmada".' },
            },
    });
    renderRoute('/appointments');
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'Check-in' }));
    expect(
      await screen.findByText('Esta consulta está como "Cancelada" e não pode passar para "Confirmada".'),
    ).toBeTruthy();
    expect(within(card).getByText('Agendada')).toBeTruthy();

    allow = true;
    fireEvent.click(within(card).getByRole('button', { name: 'Check-in' }));
    expect(await within(card).findByText('Confirmada')).toBeTruthy();
    // A double tap's second tap finds no button where Check-in was: the card says it was done.
    expect(within(card).getByText('Check-in feito')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(
      await within(card).findByRole('button', { name: 'Faltou' }, { timeout: SETTLE_MS + 1000 }),
    ).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/appointments/10/status')[1]?.body).toEqual({ status: 'confirmed' });
  });

  it('lets the doctor finish with a medical record and then issue a prescription', async () => {
    const api = mockApi({
      ...staffSession('doctor'),
      [`GET ${LIST}`]: { status: 200, body: [appointment()] },
      'PATCH /api/appointments/10/status': { status: 200, body: appointment({ status: 'completed' }) },
    });
    renderRoute('/appointments');
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: 'Emitir Receita' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Consulta' });
    fireEvent.change(within(dialog).getByLabelText('Diagnóstico'), { target: { value: 'Gripe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Consulta' }));

    expect(await within(card).findByText('Realizada')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/appointments/10/status')[0]?.body).toEqual({
      status: 'completed',
      diagnosis: 'Gripe',
      cid10_codes: [],
      treatment: null,
      observations: null,
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Emitir Receita' }));
    const issue = await screen.findByRole('dialog', { name: 'Nova Receita' });
    expect(issue.textContent).toContain('Receita para Maria da Silva');
  });

  it('asks the server for the chosen status', async () => {
    const api = mockApi({
      ...staffSession('doctor'),
      [`GET ${LIST}`]: { status: 200, body: [] },
      [`GET /api/appointments?status=cancelled&from=${localIsoDay()}`]: { status: 200, body: [] },
      [`GET /api/appointments?status=no_show&from=${localIsoDay()}`]: { status: 200, body: [] },
    });
    renderRoute('/appointments');
    expect(await screen.findByText('Nenhuma consulta encontrada.')).toBeTruthy();
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos os status', 'Agendada', 'Confirmada', 'Realizada', 'Cancelada', 'Faltou']);
    fireEvent.change(filter, { target: { value: 'cancelled' } });
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/appointments?status=cancelled&from=${localIsoDay()}`)).toHaveLength(1),
    );
    fireEvent.change(filter, { target: { value: 'no_show' } });
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/appointments?status=no_show&from=${localIsoDay()}`)).toHaveLength(1),
    );
  });

  it('finds a patient in the agenda by name as typed', async () => {
    const joao = appointment({ id: 11, patient_name: 'João Araújo' });
    const api = mockApi({
      ...staffSession('reception'),
      [`GET ${LIST}`]: () => listReply([appointment(), joao]),
      [`GET ${LIST}&q=joao+araujo`]: () => listReply([joao]),
    });
    renderRoute('/appointments');
    expect(await screen.findByText('Maria da Silva')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar paciente por nome ou CPF' }), {
      target: { value: ' joao araujo ' },
    });
    await waitFor(() => expect(screen.queryByText('Maria da Silva')).toBeNull());
    expect(screen.getByText('João Araújo')).toBeTruthy();
    expect(api.callsTo('GET', `${LIST}&q=joao+araujo`)).toHaveLength(1);
  });

  it("opens the request form itself from the home's 'Nova consulta', each unit with its address, in number order", async () => {
    mockApi({
      ...patientSession,
      [`GET ${UNITS}`]: {
        status: 200,
        body: [
          {
            id: 3,
            name: 'UBS Centro',
            city: 'Campinas',
            address: 'Rua A, 1',
            full_address: 'Rua A, 1 - Centro, Campinas/SP',
          },
          { id: 4, name: 'UBS Norte 13', city: 'Campinas', address: null, full_address: null },
          { id: 5, name: 'UBS Norte 4', city: 'Campinas', address: null, full_address: null },
        ],
      },
      [`GET ${REQUESTS}`]: { status: 200, body: [] },
      [`GET ${LIST}`]: { status: 200, body: [] },
    });
    const { router } = renderRoute('/appointments?nova=1');
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar Consulta/Exame' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      within(within(dialog).getByLabelText('Unidade de saúde'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Qualquer unidade disponível', 'UBS Centro — Rua A, 1', 'UBS Norte 4', 'UBS Norte 13']);
    fireEvent.change(within(dialog).getByLabelText('Unidade de saúde'), { target: { value: '3' } });
    expect(await within(dialog).findByText('Rua A, 1 - Centro, Campinas/SP')).toBeTruthy();
  });

  it('opens on today, moves a day at a time and comes back with Hoje', async () => {
    const today = localIsoDay();
    const tomorrow = addDays(today, 1);
    const api = mockApi({
      ...staffSession('doctor'),
      [`GET ${LIST}`]: { status: 200, body: [appointment()] },
      [`GET /api/appointments?from=${tomorrow}`]: {
        status: 200,
        body: [appointment({ id: 20, patient_name: 'Ana Amanhã', appointment_date: tomorrow })],
      },
    });
    renderRoute('/appointments');
    expect(await screen.findByRole('heading', { name: new RegExp(`^Hoje, `) })).toBeTruthy();
    // The doctor's own agenda does not repeat their name on every row.
    expect(await screen.findByText('Maria da Silva')).toBeTruthy();
    expect(screen.queryByText('Dr. João Pereira')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    expect(await screen.findByText('Ana Amanhã')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Amanhã, / })).toBeTruthy();
    expect((screen.getByLabelText('A partir de') as HTMLInputElement).value).toBe(tomorrow);
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(await screen.findByText('Maria da Silva')).toBeTruthy();
    expect(api.callsTo('GET', `/api/appointments?from=${tomorrow}`)).toHaveLength(1);
  });

  it('marks where the agenda turns from the chosen day on to the days before it', async () => {
    const today = localIsoDay();
    mockApi({
      ...staffSession('reception'),
      [`GET ${LIST}`]: {
        status: 200,
        body: [
          appointment(),
          appointment({ id: 21, patient_name: 'Bia Amanhã', appointment_date: addDays(today, 1) }),
          appointment({ id: 22, patient_name: 'Caio Ontem', appointment_date: addDays(today, -1) }),
          appointment({ id: 23, patient_name: 'Davi Anteontem', appointment_date: addDays(today, -2) }),
        ],
      },
    });
    renderRoute('/appointments');
    const divider = await screen.findByText('Consultas anteriores');
    const yesterday = screen.getByRole('heading', { name: /^Ontem, / });
    const tomorrow = screen.getByRole('heading', { name: /^Amanhã, / });
    // Once, after the days ahead and before the first day behind.
    expect(screen.getAllByText('Consultas anteriores')).toHaveLength(1);
    expect(tomorrow.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(yesterday) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("reaches every appointment with Carregar mais, following the server's next link", async () => {
    const next = `/api/appointments?from=${localIsoDay()}&cursor=abc`;
    mockApi({
      ...staffSession('reception'),
      [`GET ${LIST}`]: () => listReply([appointment()], { total: 2, next }),
      [`GET ${next}`]: () =>
        listReply([appointment({ id: 30, patient_name: 'Último Paciente', appointment_time: '17:00' })], {
          total: 2,
        }),
    });
    renderRoute('/appointments');
    expect(await screen.findByText('2 consultas')).toBeTruthy();
    expect(screen.getByText('Mostrando 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Último Paciente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(screen.getByText('2 itens — fim da lista')).toBeTruthy();
  });

  it('says when the agenda could not be loaded and tries again', async () => {
    let fail = true;
    mockApi({
      ...staffSession('doctor'),
      [`GET ${LIST}`]: () =>
        fail ? { status: 500, body: { error: 'Erro interno' } } : { status: 200, body: [appointment()] },
    });
    renderRoute('/appointments');
    expect(await screen.findByText('Não foi possível carregar as consultas.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Maria da Silva')).toBeTruthy();
  });
});
