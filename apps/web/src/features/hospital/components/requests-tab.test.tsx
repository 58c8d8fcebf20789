import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppToaster } from '@/components/ui/app-toaster';
import { describe, expect, it } from 'vitest';
import type { HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { mockApi, listReply } from '@/test/mock-api';
import { APPROVED_MESSAGE, REJECTED_MESSAGE, RequestsTab } from './requests-tab';

const pending: HospitalRequestItem = {
  id: 11,
  patient_id: 4,
  patient_name: 'Ana Beatriz Souza',
  specialty: 'Clínico Geral',
  appointment_type: 'exam',
  health_unit_id: 1,
  health_unit_name: 'UBS Centro',
  requested_date: '2025-03-07',
  notes: 'Ultrassonografia',
  status: 'pending',
  approved_date: null,
  approved_time: null,
  rejection_reason: null,
  rescheduled_from_appointment_id: null,
  doctor_name: null,
  appointment_id: null,
  appointment_status: null,
  created_at: '2025-03-07T10:00:00Z',
};
const approved: HospitalRequestItem = {
  ...pending,
  status: 'approved',
  approved_date: '2030-01-02',
  approved_time: '09:30',
  doctor_name: 'Dr. Ricardo',
  appointment_id: 70,
  appointment_status: 'scheduled',
};
const PENDING = '/api/hospital/appointment-requests?status=pending';
const COUNTS = 'GET /api/hospital/appointment-requests/counts';
/** The unit's cancellations, listed under the queue (decision 037). */
const CANCELLATIONS = 'GET /api/hospital/cancellations';
const counts = (pending: number, approved = 0, rejected = 0) => ({
  status: 200,
  body: { pending, approved, rejected, total: pending + approved + rejected },
});

function renderTab() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/hospital-panel']}>
        <Routes>
          <Route path="/hospital-panel" element={<RequestsTab />} />
          <Route path="/hospital-login" element={<p>Tela de login</p>} />
        </Routes>
        <AppToaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequestsTab', () => {
  it('approves with date, time and doctor, stays on the queue with the next oldest on top, and the counter drops', async () => {
    let decided = false;
    const next = { ...pending, id: 12, patient_name: 'Bruno Lima' };
    const api = mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: () =>
        listReply(decided ? [next] : [pending, next], { total: decided ? 1767 : 1768 }),
      'GET /api/hospital/appointment-requests?status=approved': () => listReply([approved], { total: 1 }),
      [COUNTS]: () => counts(decided ? 1767 : 1768, decided ? 1 : 0),
      'GET /api/hospital/doctor-options?specialty=Cl%C3%ADnico+Geral': () =>
        listReply([
          { id: 'staff:3', name: 'Dr. Ricardo', specialty: 'Clínico Geral', crm: null, kind: 'staff' },
        ]),
      'GET /api/hospital/doctor-day?doctor=staff%3A3&date=2030-01-02': {
        status: 200,
        body: {
          date: '2030-01-02',
          doctor_id: 'staff:3',
          appointments: [
            { id: 70, appointment_time: '08:00', status: 'confirmed', patient_name: 'Carlos Lima' },
            { id: 71, appointment_time: '09:30', status: 'scheduled', patient_name: 'Rita Souza' },
          ],
        },
      },
      'POST /api/hospital/appointment-requests/11/approve': () => {
        decided = true;
        return { status: 200, body: approved };
      },
    });
    renderTab();
    const item = await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' });
    expect(screen.getByText('1.768 pendentes')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Pendentes\s*\(1\.768\)$/ })).toBeTruthy();
    expect(within(item).getByText('Exame')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Aprovar solicitação de Ana Beatriz Souza' }));

    const dialog = await screen.findByRole('dialog', { name: 'Aprovar solicitação' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar aprovação' });
    expect(confirm).toHaveProperty('disabled', true);
    // The greyed-out confirm says what it waits for, and reads it with its name.
    const missingAll = 'Falta preencher: Data da consulta, Horário e Médico responsável.';
    expect(within(dialog).getByText(missingAll)).toBeTruthy();
    expect(confirm.getAttribute('aria-describedby')).toBe(within(dialog).getByText(missingAll).id);
    fireEvent.change(within(dialog).getByLabelText('Data da consulta'), { target: { value: '2030-01-02' } });
    fireEvent.change(within(dialog).getByLabelText('Horário'), { target: { value: '09:30' } });
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Falta preencher: Médico responsável.')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Dr. Ricardo' });
    // The patient's note is in front of the person deciding.
    expect(within(dialog).getByText('Observação do paciente')).toBeTruthy();
    expect(within(dialog).getByText('Ultrassonografia')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Médico responsável'), { target: { value: 'staff:3' } });
    expect(confirm).toHaveProperty('disabled', false);
    expect(within(dialog).queryByText(/^Falta preencher/)).toBeNull();
    expect(confirm.hasAttribute('aria-describedby')).toBe(false);
    // The doctor's day, and a warning that 09:30 is taken: a warning, the approval stays possible.
    const agenda = await within(dialog).findByRole('region', { name: 'Agenda do médico no dia' });
    expect(within(agenda).getByText('Carlos Lima')).toBeTruthy();
    expect(within(agenda).getByText('Horário já ocupado')).toBeTruthy();
    expect(within(agenda).getByText(/já tem consulta às 09:30 com Rita Souza/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Horário'), { target: { value: '10:00' } });
    expect(within(agenda).queryByText('Horário já ocupado')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Horário'), { target: { value: '09:30' } });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);

    expect(await screen.findByText(APPROVED_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST', '/api/hospital/appointment-requests/11/approve')[0]!.body).toEqual({
      appointment_date: '2030-01-02',
      appointment_time: '09:30',
      assigned_doctor_id: 'staff:3',
    });
    // The unit goes on with its queue: the decided request leaves it, the next oldest is on top.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ana Beatriz Souza' })).toBeNull());
    const queue = screen.getByRole('list', { name: 'Solicitações pendentes' });
    expect(within(within(queue).getAllByRole('listitem')[0]!).getByRole('heading').textContent).toBe(
      'Bruno Lima',
    );
    expect(screen.getByRole('button', { name: /Pendentes/ }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Pendentes\s*\(1\.767\)$/ })).toBeTruthy(),
    );
    // Where the message says it went.
    fireEvent.click(screen.getByRole('button', { name: /^Aprovadas\s*\(1\)$/ }));
    expect(await screen.findByText('Consulta agendada')).toBeTruthy();
  });

  it('serves the queue page by page with "Carregar mais"', async () => {
    const second = { ...pending, id: 12, patient_name: 'Bruno Lima' };
    mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: () => listReply([pending], { total: 2, next: `${PENDING}&cursor=c2` }),
      [`GET ${PENDING}&cursor=c2`]: () => listReply([second], { total: 2 }),
      [COUNTS]: () => counts(2),
    });
    renderTab();
    await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' });
    expect(screen.getByText('Mostrando 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('listitem', { name: 'Bruno Lima' })).toBeTruthy();
    const names = within(screen.getByRole('list', { name: 'Solicitações pendentes' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['Ana Beatriz Souza', 'Bruno Lima']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('asks why before rejecting, sends the reason and stays on the queue', async () => {
    const REASON = 'Exame não realizado nesta unidade; procure o Hospital Municipal';
    let decided = false;
    const api = mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: () => listReply(decided ? [] : [pending]),
      'GET /api/hospital/appointment-requests?status=rejected': () =>
        listReply([{ ...pending, status: 'rejected', rejection_reason: REASON }]),
      [COUNTS]: () => counts(1),
      'POST /api/hospital/appointment-requests/11/reject': () => {
        decided = true;
        return { status: 200, body: { ...pending, status: 'rejected' } };
      },
    });
    renderTab();
    const item = await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' });
    fireEvent.click(within(item).getByRole('button', { name: /^Rejeitar solicitação de / }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rejeitar solicitação' });
    expect(within(confirm).getByText(/O paciente verá o motivo/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(confirm).findByText('Informe o motivo da rejeição')).toBeTruthy();
    fireEvent.change(within(confirm).getByLabelText('Motivo'), { target: { value: 'outro' } });
    fireEvent.change(within(confirm).getByLabelText('Descreva o motivo'), {
      target: { value: 'Exame não realizado nesta unidade; procure o Hospital Municipal' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText(REJECTED_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST', '/api/hospital/appointment-requests/11/reject')[0]!.body).toEqual({
      reason: 'Exame não realizado nesta unidade; procure o Hospital Municipal',
    });
    expect(await screen.findByText('Nenhuma solicitação pendente')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pendentes/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Rejeitadas/ }));
    expect(await screen.findByText('Solicitação rejeitada')).toBeTruthy();
    // The unit sees the reason it gave the patient.
    expect(screen.getByText(`Motivo: ${REASON}`)).toBeTruthy();
  });

  it('shows the rejection error', async () => {
    mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: () => listReply([pending]),
      [COUNTS]: () => counts(1),
      'POST /api/hospital/appointment-requests/11/reject': { status: 409, body: { error: 'Já respondida' } },
    });
    renderTab();
    const item = await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' });
    fireEvent.click(within(item).getByRole('button', { name: /^Rejeitar solicitação de / }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.change(within(confirm).getByLabelText('Motivo'), {
      target: { value: 'Solicitação duplicada' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Erro ao rejeitar solicitação')).toBeTruthy();
  });

  it("says what became of an approved request's appointment", async () => {
    mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: () => listReply([]),
      'GET /api/hospital/appointment-requests?status=approved': () =>
        listReply([
          { ...approved, id: 12, patient_name: 'Ana Cancelou', appointment_status: 'cancelled' },
          { ...approved, id: 13, patient_name: 'Bruno Veio', appointment_status: 'completed' },
        ]),
      [COUNTS]: () => counts(0, 2),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Aprovadas/ }));
    const cancelled = await screen.findByRole('listitem', { name: 'Ana Cancelou' });
    expect(cancelled.textContent).toContain('Consulta cancelada');
    expect(cancelled.textContent).not.toContain('Consulta agendada');
    expect(screen.getByRole('listitem', { name: 'Bruno Veio' }).textContent).toContain('Consulta realizada');
  });

  it('shows the empty text of the filter', async () => {
    mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: () => listReply([]),
      [COUNTS]: () => counts(0),
    });
    renderTab();
    await waitFor(() => expect(screen.getByText('Nenhuma solicitação pendente')).toBeTruthy());
  });

  it('sends an ended session to the hospital login', async () => {
    mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: { status: 401, body: { error: 'Não autenticado' } },
      [COUNTS]: () => counts(0),
    });
    renderTab();
    expect(await screen.findByText('Tela de login')).toBeTruthy();
  });

  it('keeps the unit on the panel when the connection fails, and loads again (decision 014)', async () => {
    let offline = true;
    mockApi({
      [CANCELLATIONS]: () => listReply([]),
      [`GET ${PENDING}`]: () => {
        if (offline) throw new TypeError('Failed to fetch');
        return listReply([pending], { total: 1 });
      },
      [COUNTS]: () => counts(1),
    });
    renderTab();
    expect(await screen.findByText('Verifique sua conexão e tente novamente.')).toBeTruthy();
    expect(screen.queryByText('Tela de login')).toBeNull();
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' })).toBeTruthy();
  });
});
