import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { localIsoDay } from '@/lib/calendar-day';
import { profileFixture, usersMeFixture } from '@/test/fixtures';
import { listReply, mockApi } from '@/test/mock-api';
import { SETTLE_MS } from '@/features/appointments/lib/use-settling';
import { renderRoute } from '@/test/render-route';

const today = localIsoDay();
const staff = (user_type: 'doctor' | 'reception') => ({
  'GET /api/users/me': { status: 200, body: usersMeFixture({ profile: profileFixture({ user_type }) }) },
});

function appointment(overrides: Partial<AppointmentItem> = {}): AppointmentItem {
  return {
    id: 1,
    patient_id: 7,
    patient_name: 'Maria da Silva',
    doctor_name: 'Dr. João',
    health_unit_name: 'UBS Centro',
    appointment_date: today,
    appointment_time: '09:00',
    appointment_type: 'consultation',
    specialty: 'Cardiologista',
    status: 'scheduled',
    notes: null,
    cancelled_at: null,
    cancellation_reason: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const tile = (label: string) => screen.getByRole('group', { name: label });

describe('staff homes count with the server', () => {
  it("shows the doctor's counters from the database, not from the rows on screen", async () => {
    mockApi({
      ...staff('doctor'),
      [`GET /api/appointments?date=${today}`]: () =>
        listReply([appointment()], { total: 57, exact: true, next: '/api/appointments?x' }),
      [`GET /api/appointments?date=${today}&limit=1`]: () => listReply([appointment()], { total: 57 }),
      [`GET /api/appointments?date=${today}&status=completed&limit=1`]: () => listReply([], { total: 12 }),
      'GET /api/prescriptions?limit=1': () => listReply([], { total: 1000, exact: false }),
    });
    renderRoute('/dashboard');
    await waitFor(() => expect(within(tile('Consultas hoje')).getByText('57')).toBeTruthy());
    await waitFor(() => expect(within(tile('Realizadas hoje')).getByText('12')).toBeTruthy());
    await waitFor(() => expect(within(tile('Receitas emitidas')).getByText('1.000+')).toBeTruthy());
    expect(await screen.findByText('Mostrando 1 de 57')).toBeTruthy();
    // The doctor's own agenda does not repeat their name on every row.
    const agenda = screen.getByRole('region', { name: 'Agenda de hoje' });
    expect(within(agenda).getByText('Consulta · Cardiologista')).toBeTruthy();
    expect(within(agenda).queryByText(/Dr\. João/)).toBeNull();
  });

  it("finishes an appointment from the doctor's day with its record, then offers its prescription", async () => {
    let finished = false;
    const api = mockApi({
      ...staff('doctor'),
      [`GET /api/appointments?date=${today}`]: () =>
        listReply(
          [
            appointment({ status: finished ? 'completed' : 'confirmed' }),
            appointment({
              id: 2,
              patient_name: 'Rita Souza',
              status: 'cancelled',
              appointment_time: '10:00',
            }),
          ],
          { total: 2 },
        ),
      [`GET /api/appointments?date=${today}&limit=1`]: () => listReply([], { total: 2 }),
      [`GET /api/appointments?date=${today}&status=completed&limit=1`]: () =>
        listReply([], { total: finished ? 1 : 0 }),
      'GET /api/prescriptions?limit=1': () => listReply([], { total: 0 }),
      'PATCH /api/appointments/1/status': () => {
        finished = true;
        return { status: 200, body: appointment({ status: 'completed' }) };
      },
    });
    renderRoute('/dashboard');
    await waitFor(() => expect(within(tile('Realizadas hoje')).getByText('0')).toBeTruthy());
    // A cancelled appointment offers nothing.
    const agenda = screen.getByRole('region', { name: 'Agenda de hoje' });
    expect(await within(agenda).findByText('Rita Souza')).toBeTruthy();
    expect(within(agenda).queryByRole('button', { name: /Rita Souza/ })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar consulta de Maria da Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Consulta' });
    fireEvent.change(within(dialog).getByLabelText('Diagnóstico'), { target: { value: 'Gripe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Consulta' }));

    await waitFor(() => expect(within(tile('Realizadas hoje')).getByText('1')).toBeTruthy());
    expect(api.callsTo('PATCH', '/api/appointments/1/status')[0]?.body).toEqual({
      status: 'completed',
      diagnosis: 'Gripe',
      cid10_codes: [],
      treatment: null,
      observations: null,
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Finalizar consulta de Maria da Silva' })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Emitir receita para Maria da Silva' }));
    const issue = await screen.findByRole('dialog', { name: 'Nova Receita' });
    expect(issue.textContent).toContain('Receita para Maria da Silva');
  });

  it('says why a finish was refused (the reception marked the absence meanwhile) and shows the row as it is now', async () => {
    let markedAbsent = false;
    const refusal = 'Esta consulta está como "Faltou" e não pode passar para "Realizada".';
    const api = mockApi({
      ...staff('doctor'),
      [`GET /api/appointments?date=${today}`]: () =>
        listReply([appointment({ status: markedAbsent ? 'no_show' : 'confirmed' })], { total: 1 }),
      [`GET /api/appointments?date=${today}&limit=1`]: () => listReply([], { total: 1 }),
      [`GET /api/appointments?date=${today}&status=completed&limit=1`]: () => listReply([], { total: 0 }),
      'GET /api/prescriptions?limit=1': () => listReply([], { total: 0 }),
      'PATCH /api/appointments/1/status': () => {
        markedAbsent = true;
        return { status: 409, body: { error: refusal } };
      },
    });
    renderRoute('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar consulta de Maria da Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar Consulta' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Consulta' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    // The day was read again: once the dialog is closed the row says Faltou and offers nothing more.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const agenda = screen.getByRole('region', { name: 'Agenda de hoje' });
    expect(await within(agenda).findByText('Faltou')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalizar consulta de Maria da Silva' })).toBeNull();
    expect(api.callsTo('GET', `/api/appointments?date=${today}`).length).toBeGreaterThan(1);
  });

  it("asks again, for a visit's prescription reopened from its draft, to confirm the patient's allergy", async () => {
    mockApi({
      ...staff('doctor'),
      [`GET /api/appointments?date=${today}`]: () =>
        listReply([appointment({ status: 'completed' })], { total: 1 }),
      [`GET /api/appointments?date=${today}&limit=1`]: () => listReply([], { total: 1 }),
      [`GET /api/appointments?date=${today}&status=completed&limit=1`]: () => listReply([], { total: 1 }),
      'GET /api/prescriptions?limit=1': () => listReply([], { total: 0 }),
      'GET /api/patients/7/allergies': {
        status: 200,
        body: { id: 7, full_name: 'Maria da Silva', blood_type: null, allergies: 'Dipirona' },
      },
    });
    renderRoute('/dashboard');
    const confirm = 'Estou ciente da alergia e quero emitir a receita';
    const open = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Emitir receita para Maria da Silva' }));
      return screen.findByRole('dialog', { name: 'Nova Receita' });
    };
    let dialog = await open();
    await within(dialog).findByRole('region', { name: 'Alergias e tipo sanguíneo' });
    fireEvent.change(within(dialog).getByLabelText('Prescrição'), { target: { value: 'Dipirona 1 g' } });
    fireEvent.click(await within(dialog).findByLabelText(confirm));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open();
    expect((within(dialog).getByLabelText('Prescrição') as HTMLTextAreaElement).value).toBe('Dipirona 1 g');
    expect(((await within(dialog).findByLabelText(confirm)) as HTMLInputElement).checked).toBe(false);
  });

  it('checks a patient in at the reception and counts again', async () => {
    let checkedIn = false;
    const api = mockApi({
      ...staff('reception'),
      [`GET /api/appointments?date=${today}`]: () => listReply([appointment()], { total: 1 }),
      [`GET /api/appointments?date=${today}&limit=1`]: () => listReply([], { total: 1 }),
      [`GET /api/appointments?date=${today}&status=confirmed&limit=1`]: () =>
        listReply([], { total: checkedIn ? 1 : 0 }),
      [`GET /api/appointments?date=${today}&status=completed&limit=1`]: () => listReply([], { total: 0 }),
      'PATCH /api/appointments/1/status': () => {
        checkedIn = true;
        return { status: 200, body: appointment({ status: 'confirmed' }) };
      },
    });
    renderRoute('/dashboard');
    await waitFor(() => expect(within(tile('Confirmadas')).getByText('0')).toBeTruthy());
    // The unit's agenda says whose each appointment is.
    expect(
      within(screen.getByRole('region', { name: 'Check-in de hoje' })).getByText(
        'Consulta · Cardiologista · Dr. João',
      ),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Check-in de Maria da Silva' }));
    // Where Check-in was, for a moment, no button a double tap's second tap could land on.
    expect(await screen.findByText('Check-in feito')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Faltou: Maria da Silva' })).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Faltou: Maria da Silva' }, { timeout: SETTLE_MS + 1000 }),
    ).toBeTruthy();
    await waitFor(() => expect(within(tile('Confirmadas')).getByText('1')).toBeTruthy());
    expect(api.callsTo('PATCH', '/api/appointments/1/status')[0]?.body).toEqual({ status: 'confirmed' });
  });

  it("finds the patient at the counter in today's list by name as typed, the counters still the whole day's", async () => {
    const joao = appointment({ id: 2, patient_name: 'João Araújo', appointment_time: '10:00' });
    const api = mockApi({
      ...staff('reception'),
      [`GET /api/appointments?date=${today}`]: () => listReply([appointment(), joao], { total: 2 }),
      [`GET /api/appointments?date=${today}&q=joao`]: () => listReply([joao], { total: 1 }),
      [`GET /api/appointments?date=${today}&q=pedro`]: () => listReply([], { total: 0 }),
      [`GET /api/appointments?date=${today}&limit=1`]: () => listReply([], { total: 2 }),
      [`GET /api/appointments?date=${today}&status=confirmed&limit=1`]: () => listReply([], { total: 0 }),
      [`GET /api/appointments?date=${today}&status=completed&limit=1`]: () => listReply([], { total: 0 }),
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('button', { name: 'Check-in de Maria da Silva' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Buscar paciente por nome ou CPF' });
    for (const typed of ['j', 'jo', 'joa', 'joao']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Check-in de Maria da Silva' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Check-in de João Araújo' })).toBeTruthy();
    expect(within(tile('Consultas hoje')).getByText('2')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'pedro' } });
    expect(await screen.findByText('Nenhuma consulta hoje para este paciente.')).toBeTruthy();
    // Asked once the typing settled, not at every key.
    expect(api.callsTo('GET', `/api/appointments?date=${today}&q=joao`)).toHaveLength(1);
    expect(api.calls.filter((c) => /&q=jo?a?$/.test(c.url))).toEqual([]);
  });

  it('opens the counter dialog that gives a code to whoever forgot the password', async () => {
    mockApi({
      ...staff('reception'),
      [`GET /api/appointments?date=${today}`]: () => listReply([], { total: 0 }),
    });
    renderRoute('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Redefinir senha de acesso' }));
    expect(await screen.findByRole('dialog', { name: 'Redefinir senha' })).toBeTruthy();
    expect(screen.getByLabelText('Conferi um documento com foto desta pessoa')).toBeTruthy();
  });
});
