import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type {
  AppointmentItem,
  AppointmentRequestItem,
  AppointmentRescheduleAnswer,
} from '@saude/shared/schemas/appointments';
import {
  CANCEL_STATE_MESSAGE,
  CANCEL_TOO_LATE_MESSAGE,
  WITHDRAW_STATE_MESSAGE,
} from '@saude/shared/schemas/appointments';
import type {
  HospitalCancellationItem,
  HospitalRequestCounts,
  HospitalRequestItem,
} from '@saude/shared/schemas/hospital';
import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { createTestContext, type TestContext } from '../../test/harness';
import { createUnit, signedIn } from '../../test/fixtures';
import { todayDate } from '../../lib/time';
import { addDays } from '../../lib/city-calendar';
import {
  hospitalClient,
  insertAppointment,
  insertRequest,
  patientClient,
  staffClient,
} from './appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const FUTURE = '2999-03-10';
const yesterday = () => addDays(todayDate(), -1);

const row = (id: number) =>
  ctx.db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const requestsOf = (patientId: number) =>
  ctx.db
    .selectFrom('appointment_requests')
    .selectAll()
    .where('patient_id', '=', patientId)
    .orderBy('id')
    .execute();

/** A unit with a doctor, a receptionist and a patient holding a future appointment there. */
async function scene() {
  const unit = (await createUnit(ctx.db, 'UBS Centro')).id;
  const patient = await patientClient(ctx, 'Ana Paciente');
  const doctor = await staffClient(ctx, 'doctor', unit);
  const reception = await staffClient(ctx, 'reception', unit);
  const appointment = await insertAppointment(ctx, {
    patient_id: patient.id,
    health_unit_id: unit,
    doctor_staff_id: doctor.id,
    appointment_date: FUTURE,
    appointment_time: '09:30',
  });
  return { unit, patient, doctor, reception, appointment };
}

describe('PATCH /api/appointments/:id/status by the patient (cancel)', () => {
  it('cancels their own future appointment with a reason, records who and when, and a repeat answers the same', async () => {
    const { patient, appointment } = await scene();
    const res = await patient.client.patch<AppointmentItem>(`/api/appointments/${appointment}/status`, {
      status: 'cancelled',
      cancellation_reason: '  Vou viajar  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: appointment,
      status: 'cancelled',
      cancellation_reason: 'Vou viajar',
      cancelled_at: expect.any(String),
    });
    const stored = await row(appointment);
    expect(stored).toMatchObject({
      status: 'cancelled',
      cancelled_by_kind: 'patient',
      cancellation_reason: 'Vou viajar',
    });
    expect(stored.cancelled_by_id).toEqual(expect.any(Number));

    const again = await patient.client.patch<AppointmentItem>(`/api/appointments/${appointment}/status`, {
      status: 'cancelled',
      cancellation_reason: 'outro motivo',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await row(appointment)).cancelled_at).toBe(stored.cancelled_at);
  });

  it("refuses another patient's appointment (403) and an unknown one (404), changing nothing", async () => {
    const { appointment } = await scene();
    const other = await patientClient(ctx, 'Bruno Outro');
    const res = await other.client.patch(`/api/appointments/${appointment}/status`, { status: 'cancelled' });
    expect(res.status).toBe(403);
    expect((await row(appointment)).status).toBe('scheduled');
    const missing = await other.client.patch('/api/appointments/999999/status', { status: 'cancelled' });
    expect(missing.status).toBe(404);
  });

  it('answers 409 in Portuguese once the time has come or the appointment is not open, and 403 for other moves', async () => {
    const { unit, patient } = await scene();
    const past = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      appointment_date: yesterday(),
      appointment_time: '23:00',
    });
    const late = await patient.client.patch<{ error: string }>(`/api/appointments/${past}/status`, {
      status: 'cancelled',
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(CANCEL_TOO_LATE_MESSAGE);

    const done = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      appointment_date: FUTURE,
      status: 'completed',
    });
    const closed = await patient.client.patch<{ error: string }>(`/api/appointments/${done}/status`, {
      status: 'cancelled',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe(CANCEL_STATE_MESSAGE);

    const open = await insertAppointment(ctx, { patient_id: patient.id, appointment_date: FUTURE });
    const confirm = await patient.client.patch(`/api/appointments/${open}/status`, { status: 'confirmed' });
    expect(confirm.status).toBe(403);
    expect((await row(open)).status).toBe('scheduled');
    expect((await row(past)).status).toBe('scheduled');
  });

  it('takes a confirmed appointment too, and bounds the reason', async () => {
    const { patient, unit } = await scene();
    const confirmed = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      appointment_date: FUTURE,
      status: 'confirmed',
    });
    const long = await patient.client.patch(`/api/appointments/${confirmed}/status`, {
      status: 'cancelled',
      cancellation_reason: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    const ok = await patient.client.patch<AppointmentItem>(`/api/appointments/${confirmed}/status`, {
      status: 'cancelled',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.cancellation_reason).toBeNull();
  });

  it("drops the slot from the doctor's agenda and reception's lists; the unit and the patient still see it", async () => {
    const { unit, patient, doctor, reception, appointment } = await scene();
    const kept = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      doctor_staff_id: doctor.id,
      appointment_date: FUTURE,
      appointment_time: '10:00',
    });
    await patient.client.patch(`/api/appointments/${appointment}/status`, {
      status: 'cancelled',
      cancellation_reason: 'Melhorei',
    });

    const ids = async (c: typeof patient.client, query = '') => {
      const res = await c.get<AppointmentItem[]>(`/api/appointments${query}`);
      return { ids: res.body.map((a) => a.id), total: res.headers.get('x-total-count') };
    };
    expect(await ids(doctor.client)).toEqual({ ids: [kept], total: '1' });
    expect(await ids(doctor.client, `?date=${FUTURE}`)).toEqual({ ids: [kept], total: '1' });
    expect(await ids(reception.client)).toEqual({ ids: [kept], total: '1' });
    expect(await ids(reception.client, '?status=cancelled')).toEqual({ ids: [appointment], total: '1' });
    expect((await ids(patient.client)).ids).toEqual([appointment, kept]);

    const hospital = await hospitalClient(ctx, unit);
    const list = await hospital.client.get<HospitalCancellationItem[]>('/api/hospital/cancellations');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: appointment,
        patient_name: 'Ana Paciente',
        cancellation_reason: 'Melhorei',
        rescheduled: false,
      }),
    ]);
    const elsewhere = await hospitalClient(ctx, (await createUnit(ctx.db, 'UBS Norte')).id);
    expect((await elsewhere.client.get('/api/hospital/cancellations')).body).toEqual([]);
    expect((await patient.client.get('/api/hospital/cancellations')).status).toBe(403);
  });

  it("lists the unit's cancellations newest first, page by page", async () => {
    const { unit, patient } = await scene();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await insertAppointment(ctx, {
        patient_id: patient.id,
        health_unit_id: unit,
        appointment_date: FUTURE,
      });
      await patient.client.patch(`/api/appointments/${id}/status`, { status: 'cancelled' });
      ids.push(id);
    }
    const hospital = await hospitalClient(ctx, unit);
    const first = await hospital.client.get<HospitalCancellationItem[]>(
      '/api/hospital/cancellations?limit=2',
    );
    expect(first.headers.get('x-total-count')).toBe('3');
    const link = first.headers.get('link') ?? '';
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? '';
    const second = await hospital.client.get<HospitalCancellationItem[]>(
      next.replace(/^https?:\/\/[^/]+/, ''),
    );
    expect([...first.body, ...second.body].map((c) => c.id)).toEqual([...ids].reverse());
  });
});

describe('POST /api/appointments/:id/reschedule', () => {
  it('cancels and opens a pending request with the same specialty, type and unit, linked to it', async () => {
    const { unit, patient, doctor, appointment } = await scene();
    const res = await patient.client.post<AppointmentRescheduleAnswer>(
      `/api/appointments/${appointment}/reschedule`,
      {
        cancellation_reason: 'Conflito de horário',
        notes: 'Prefiro à tarde',
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({
      id: appointment,
      status: 'cancelled',
      cancellation_reason: 'Conflito de horário',
    });
    expect(res.body.request).toMatchObject({
      status: 'pending',
      specialty: 'Cardiologista',
      appointment_type: 'consultation',
      health_unit_id: unit,
      notes: 'Prefiro à tarde',
      rescheduled_from_appointment_id: appointment,
    });
    const [stored] = await requestsOf(patient.id);
    expect(stored).toMatchObject({ rescheduled_from_appointment_id: appointment, status: 'pending' });

    // The unit's queue has the new request; its cancellations say the patient asked again.
    const hospital = await hospitalClient(ctx, unit);
    const queue = await hospital.client.get<HospitalRequestItem[]>('/api/hospital/appointment-requests');
    expect(queue.body.map((r) => r.id)).toEqual([res.body.request.id]);
    const cancellations = await hospital.client.get<HospitalCancellationItem[]>(
      '/api/hospital/cancellations',
    );
    expect(cancellations.body[0]).toMatchObject({ id: appointment, rescheduled: true });
    expect((await doctor.client.get<AppointmentItem[]>('/api/appointments')).body).toEqual([]);

    // Not twice: the appointment is no longer open.
    const again = await patient.client.post(`/api/appointments/${appointment}/reschedule`, {});
    expect(again.status).toBe(409);
    expect(await requestsOf(patient.id)).toHaveLength(1);
  });

  it("refuses another patient's (403), a past one (409) and staff (403)", async () => {
    const { unit, patient, doctor, appointment } = await scene();
    const other = await patientClient(ctx, 'Bruno Outro');
    expect((await other.client.post(`/api/appointments/${appointment}/reschedule`, {})).status).toBe(403);
    expect((await doctor.client.post(`/api/appointments/${appointment}/reschedule`, {})).status).toBe(403);
    const past = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      appointment_date: yesterday(),
    });
    const late = await patient.client.post<{ error: string }>(`/api/appointments/${past}/reschedule`, {});
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(CANCEL_TOO_LATE_MESSAGE);
    expect((await row(appointment)).status).toBe('scheduled');
    expect(await requestsOf(patient.id)).toHaveLength(0);
  });

  it('keeps the appointment when the new request cannot be written (one transaction)', async () => {
    const { patient, appointment } = await scene();
    // Every insert of a request fails, as a full disk or a lost connection would make it.
    if (ctx.database.dialect === 'postgres') {
      await sql`create function refuse_request() returns trigger language plpgsql as $$
        begin raise exception 'no requests'; end $$`.execute(ctx.db);
      await sql`create trigger refuse_request before insert on appointment_requests
        for each row execute function refuse_request()`.execute(ctx.db);
    } else {
      await sql`create trigger refuse_request before insert on appointment_requests
        begin select raise(abort, 'no requests'); end`.execute(ctx.db);
    }
    const res = await patient.client.post(`/api/appointments/${appointment}/reschedule`, {});
    expect(res.status).toBe(500);
    const stored = await row(appointment);
    expect(stored.status).toBe('scheduled');
    expect(stored.cancelled_at).toBeNull();
    expect(await requestsOf(patient.id)).toHaveLength(0);
  });
});

describe('POST /api/appointment-requests/:id/cancel (withdraw)', () => {
  it('withdraws their own pending request; a repeat answers the same; the unit queue and counters drop it', async () => {
    const unit = (await createUnit(ctx.db, 'UBS Centro')).id;
    const patient = await patientClient(ctx, 'Ana Paciente');
    const request = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: unit });
    const hospital = await hospitalClient(ctx, unit);
    expect(
      (await hospital.client.get<HospitalRequestCounts>('/api/hospital/appointment-requests/counts')).body
        .pending,
    ).toBe(1);

    const res = await patient.client.post<AppointmentRequestItem>(
      `/api/appointment-requests/${request}/cancel`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: request, status: 'cancelled' });
    const again = await patient.client.post<AppointmentRequestItem>(
      `/api/appointment-requests/${request}/cancel`,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);

    const counts = await hospital.client.get<HospitalRequestCounts>(
      '/api/hospital/appointment-requests/counts',
    );
    expect(counts.body).toEqual({ pending: 0, approved: 0, rejected: 0, total: 0 });
    expect((await hospital.client.get('/api/hospital/appointment-requests')).body).toEqual([]);
    const mine = await patient.client.get<AppointmentRequestItem[]>('/api/appointment-requests');
    expect(mine.body.map((r) => r.status)).toEqual(['cancelled']);
    // The unit cannot decide a withdrawn request.
    const reject = await hospital.client.post(`/api/hospital/appointment-requests/${request}/reject`, {
      reason: 'Sem vaga',
    });
    expect(reject.status).toBe(409);
  });

  it("refuses another patient's request (403), a decided one (409), and staff (403)", async () => {
    const unit = (await createUnit(ctx.db, 'UBS Centro')).id;
    const patient = await patientClient(ctx, 'Ana Paciente');
    const other = await patientClient(ctx, 'Bruno Outro');
    const pending = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: unit });
    const approved = await insertRequest(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      status: 'approved',
    });
    expect((await other.client.post(`/api/appointment-requests/${pending}/cancel`)).status).toBe(403);
    const decided = await patient.client.post<{ error: string }>(
      `/api/appointment-requests/${approved}/cancel`,
    );
    expect(decided.status).toBe(409);
    expect(decided.body.error).toBe(WITHDRAW_STATE_MESSAGE);
    const reception = await staffClient(ctx, 'reception', unit);
    expect((await reception.client.post(`/api/appointment-requests/${pending}/cancel`)).status).toBe(403);
    expect((await patient.client.post('/api/appointment-requests/999999/cancel')).status).toBe(404);
    const statuses = await requestsOf(patient.id);
    expect(statuses.map((r) => r.status)).toEqual(['pending', 'approved']);
  });
});

describe('analytics: slots freed by cancellation', () => {
  it('counts the appointments cancelled in the period', async () => {
    const { patient, unit, appointment } = await scene();
    const second = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      appointment_date: FUTURE,
    });
    await patient.client.patch(`/api/appointments/${appointment}/status`, { status: 'cancelled' });
    await patient.client.post(`/api/appointments/${second}/reschedule`, {});
    // A cancellation long ago is outside the period.
    const old = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      status: 'cancelled',
    });
    await ctx.db
      .updateTable('appointments')
      .set({ cancelled_at: '2020-01-01T12:00:00.000Z' })
      .where('id', '=', old)
      .execute();

    const dept = await signedIn(ctx, 'health_department');
    const res = await dept.get<AnalyticsAnswer>('/api/admin/analytics?days=7');
    expect(res.status).toBe(200);
    expect(res.body.slots_freed_by_cancellation).toBe(2);
  });
});
