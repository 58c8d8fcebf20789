import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentItem, AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { patientFixture, profileFixture, usersMeFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { localIsoDay } from '../lib/agenda-order';

const LIST = '/api/appointments?limit=200';
const REQUESTS = '/api/appointment-requests?limit=200';
const patientSession = { 'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } } };
const staffSession = (user_type: 'doctor' | 'reception') => ({
  'GET /api/users/me': { status: 200, body: usersMeFixture({ profile: profileFixture({ user_type }) }) },
});

function request(overrides: Partial<AppointmentRequestItem> = {}): AppointmentRequestItem {
  return {
    id: 1,
    specialty: 'Cardiologista',
    appointment_type: 'consultation',
    health_unit_id: null,
    notes: null,
    requested_date: '2025-03-01',
    status: 'pending',
    health_unit_name: null,
    approved_date: null,
    approved_time: null,
    doctor_name: null,
    patient_name: 'Maria da Silva',
    created_at: '2025-03-01T12:00:00Z',
    ...overrides,
  };
}

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
    created_at: '2025-03-01T12:00:00Z',
    ...overrides,
  };
}

const units = { 'GET /api/health-units': { status: 200, body: [{ id: 3, name: 'UBS Centro', city: null }] } };

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
          }),
          request({ id: 3, specialty: 'Urologista', status: 'rejected' }),
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
    expect(screen.getByRole('article', { name: 'Solicitação de Urologista' }).textContent).toContain(
      'Rejeitado',
    );
    // The first test also pays for loading the lazy route modules.
  }, 15_000);

  it('disables the request button when there is no health unit', async () => {
    mockApi({
      ...patientSession,
      'GET /api/health-units': { status: 200, body: [] },
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
    const api = mockApi({
      ...patientSession,
      ...units,
      [`GET ${REQUESTS}`]: { status: 200, body: [request()] },
      [`GET ${LIST}`]: { status: 200, body: [] },
      'POST /api/appointment-requests': {
        status: 201,
        body: request({ id: 9, specialty: 'Neurologista', appointment_type: 'exam', notes: 'Enxaqueca' }),
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
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Fisioterapeuta');
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
    const items = within(screen.getByRole('list', { name: 'Minhas Solicitações' })).getAllByRole('article');
    expect(items[0]?.getAttribute('aria-label')).toBe('Solicitação de Neurologista');
    expect(items).toHaveLength(2);
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
          : { status: 409, body: { error: 'Transição de status inválida' } },
    });
    renderRoute('/appointments');
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'Check-in' }));
    expect(await screen.findByText('Transição de status inválida')).toBeTruthy();
    expect(within(card).getByText('Agendada')).toBeTruthy();

    allow = true;
    fireEvent.click(within(card).getByRole('button', { name: 'Check-in' }));
    expect(await within(card).findByText('Confirmada')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Faltou' })).toBeTruthy();
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
      'GET /api/appointments?limit=200&status=cancelled': { status: 200, body: [] },
    });
    renderRoute('/appointments');
    expect(await screen.findByText('Nenhuma consulta encontrada.')).toBeTruthy();
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos os status', 'Agendada', 'Confirmada', 'Realizada', 'Cancelada']);
    fireEvent.change(filter, { target: { value: 'cancelled' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/appointments?limit=200&status=cancelled')).toHaveLength(1),
    );
  });
});
