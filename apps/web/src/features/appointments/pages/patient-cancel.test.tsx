import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { patientFixture, requestFixture as request } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { addDays, localIsoDay } from '@/lib/calendar-day';

const LIST = `/api/appointments?from=${localIsoDay()}`;
const REQUESTS = '/api/appointment-requests';
const session = {
  'GET /api/auth/patient/me': { status: 200, body: { patient: patientFixture } },
  'GET /api/health-units?limit=100': { status: 200, body: [{ id: 3, name: 'UBS Centro', city: null }] },
};
const FUTURE = addDays(localIsoDay(), 5);

const appointment = (overrides: Partial<AppointmentItem> = {}): AppointmentItem => ({
  id: 10,
  patient_id: 7,
  patient_name: 'Maria da Silva',
  doctor_name: 'Dr. João Pereira',
  health_unit_name: 'UBS Centro',
  appointment_date: FUTURE,
  appointment_time: '09:00',
  appointment_type: 'consultation',
  specialty: 'Clínico Geral',
  status: 'scheduled',
  notes: null,
  cancelled_at: null,
  cancellation_reason: null,
  created_at: '2025-03-01T12:00:00Z',
  ...overrides,
});

describe('/appointments: a patient cancels, reschedules and withdraws', () => {
  it('asks before cancelling, sends the reason once, and shows the list the server answers next', async () => {
    let cancelled = false;
    const api = mockApi({
      ...session,
      [`GET ${REQUESTS}`]: { status: 200, body: [] },
      [`GET ${LIST}`]: () => ({
        status: 200,
        body: [
          cancelled
            ? appointment({
                status: 'cancelled',
                cancelled_at: '2025-03-02T10:00:00Z',
                cancellation_reason: 'Vou viajar',
              })
            : appointment(),
        ],
      }),
      'PATCH /api/appointments/10/status': () => {
        cancelled = true;
        return {
          status: 200,
          body: appointment({
            status: 'cancelled',
            cancelled_at: '2025-03-02T10:00:00Z',
            cancellation_reason: 'Vou viajar',
          }),
        };
      },
    });
    renderRoute('/appointments');
    const card = await screen.findByRole('article', { name: /Clínico Geral/ }, { timeout: 12_000 });
    expect(within(card).getByRole('button', { name: 'Remarcar' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar consulta' });
    expect(dialog.textContent).toContain('Tem certeza que deseja cancelar Clínico Geral');
    fireEvent.change(within(dialog).getByLabelText('Motivo (opcional)'), { target: { value: 'Vou viajar' } });
    const confirm = within(dialog).getByRole('button', { name: 'Cancelar consulta' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Consulta cancelada.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/appointments/10/status')).toEqual([
      expect.objectContaining({ body: { status: 'cancelled', cancellation_reason: 'Vou viajar' } }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: /Clínico Geral/ }).textContent).toContain('Cancelada'),
    );
    const after = screen.getByRole('article', { name: /Clínico Geral/ });
    expect(after.textContent).toContain('Motivo do cancelamento: Vou viajar');
    expect(within(after).queryByRole('button', { name: 'Cancelar' })).toBeNull();
  }, 20_000);

  it('shows the server refusal in the dialog, and "Voltar" closes it without sending', async () => {
    const api = mockApi({
      ...session,
      [`GET ${REQUESTS}`]: { status: 200, body: [] },
      [`GET ${LIST}`]: { status: 200, body: [appointment()] },
      'POST /api/appointments/10/reschedule': {
        status: 409,
        body: {
          error: 'A consulta só pode ser cancelada antes do horário marcado. Fale com a unidade de saúde.',
        },
      },
    });
    renderRoute('/appointments');
    const card = await screen.findByRole('article', { name: /Clínico Geral/ }, { timeout: 12_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar consulta' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PATCH', '/api/appointments/10/status')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Remarcar' }));
    const move = await screen.findByRole('alertdialog', { name: 'Remarcar consulta' });
    expect(move.textContent).toContain('UBS Centro');
    fireEvent.click(within(move).getByRole('button', { name: 'Remarcar' }));
    expect(await within(move).findByText(/só pode ser cancelada antes do horário/)).toBeTruthy();
  }, 20_000);

  it('offers "Desistir" on a pending request only, and withdraws it after asking', async () => {
    let withdrawn = false;
    const api = mockApi({
      ...session,
      [`GET ${REQUESTS}`]: () => ({
        status: 200,
        body: [
          request(withdrawn ? { status: 'cancelled' } : {}),
          request({ id: 2, specialty: 'Pediatra', status: 'rejected' }),
        ],
      }),
      [`GET ${LIST}`]: { status: 200, body: [] },
      'POST /api/appointment-requests/1/cancel': () => {
        withdrawn = true;
        return { status: 200, body: request({ status: 'cancelled' }) };
      },
    });
    renderRoute('/appointments');
    const pending = await screen.findByRole(
      'article',
      { name: 'Solicitação de Cardiologista' },
      { timeout: 12_000 },
    );
    const rejected = screen.getByRole('article', { name: 'Solicitação de Pediatra' });
    expect(within(rejected).queryByRole('button', { name: 'Desistir' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: 'Desistir' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Desistir da solicitação' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Desistir' }));
    expect(await screen.findByText('Solicitação cancelada.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/appointment-requests/1/cancel')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Solicitação de Cardiologista' }).textContent).toContain(
        'Cancelado',
      ),
    );
  }, 20_000);
});
