import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { createTestContext, type TestContext } from '../../test/harness';
import { createUnit, signedIn } from '../../test/fixtures';
import { todayDate } from '../../lib/time';
import { addDays } from '../../lib/city-calendar';
import { insertAppointment, insertHospitalDoctor, patientClient, staffClient } from './appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const statusOf = async (id: number) =>
  (await ctx.db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('GET /api/appointments', () => {
  it('scopes the list by role: patient, doctor, reception of the unit, department', async () => {
    const unit = (await createUnit(ctx.db, 'UBS Centro')).id;
    const otherUnit = (await createUnit(ctx.db, 'UBS Norte')).id;
    const patient = await patientClient(ctx, 'Paciente Um');
    const other = await patientClient(ctx, 'Paciente Dois');
    const doctor = await staffClient(ctx, 'doctor', unit);
    const reception = await staffClient(ctx, 'reception', unit);
    const mine = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      doctor_staff_id: doctor.id,
    });
    const elsewhere = await insertAppointment(ctx, { patient_id: other.id, health_unit_id: otherUnit });

    const ids = async (c: typeof patient.client) =>
      (await c.get<AppointmentItem[]>('/api/appointments')).body.map((a) => a.id);
    expect(await ids(patient.client)).toEqual([mine]);
    expect(await ids(other.client)).toEqual([elsewhere]);
    expect(await ids(doctor.client)).toEqual([mine]);
    expect(await ids(reception.client)).toEqual([mine]);
    expect((await ids(await signedIn(ctx, 'health_department'))).sort()).toEqual([mine, elsewhere].sort());

    const detached = await staffClient(ctx, 'reception', null);
    expect(await ids(detached.client)).toEqual([]);
  });

  it('answers the spec fields, names the autonomous doctor, and sorts untimed at 08:00', async () => {
    const unit = (await createUnit(ctx.db, 'Hospital Municipal')).id;
    const patient = await patientClient(ctx, 'Joana');
    const autonomous = await insertHospitalDoctor(ctx, unit, { doctor_name: 'Dra. Livre' });
    const day = todayDate();
    const at0900 = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      hospital_doctor_id: autonomous,
      appointment_time: '09:00',
    });
    const untimed = await insertAppointment(ctx, { patient_id: patient.id, appointment_time: null });
    const at0730 = await insertAppointment(ctx, { patient_id: patient.id, appointment_time: '07:30' });
    const tomorrow = await insertAppointment(ctx, {
      patient_id: patient.id,
      appointment_date: '2999-01-01',
      appointment_time: '06:00',
    });
    const res = await patient.client.get<AppointmentItem[]>('/api/appointments');
    expect(res.body.map((a) => a.id)).toEqual([at0730, untimed, at0900, tomorrow]);
    expect(res.body[2]).toEqual({
      id: at0900,
      patient_id: patient.id,
      patient_name: 'Joana',
      doctor_name: 'Dra. Livre',
      health_unit_name: 'Hospital Municipal',
      appointment_date: day,
      appointment_time: '09:00',
      appointment_type: 'consultation',
      specialty: 'Cardiologista',
      status: 'scheduled',
      notes: null,
      cancelled_at: null,
      cancellation_reason: null,
      created_at: expect.any(String),
    });
  });

  it('filters by status and date, and refuses bad filters', async () => {
    const patient = await patientClient(ctx);
    const today = await insertAppointment(ctx, { patient_id: patient.id, status: 'confirmed' });
    await insertAppointment(ctx, { patient_id: patient.id, appointment_date: '2999-01-01' });
    const byDate = await patient.client.get<AppointmentItem[]>(`/api/appointments?date=${todayDate()}`);
    expect(byDate.body.map((a) => a.id)).toEqual([today]);
    const byStatus = await patient.client.get<AppointmentItem[]>('/api/appointments?status=confirmed');
    expect(byStatus.body.map((a) => a.id)).toEqual([today]);
    const bad = await patient.client.get<{ error: string }>('/api/appointments?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Status inválido');
    expect((await patient.client.get('/api/appointments?date=2024-13-01')).status).toBe(400);
  });
});

describe('GET /api/appointments/:id', () => {
  it("answers the patient's own appointment and 404 for someone else's", async () => {
    const a = await patientClient(ctx);
    const b = await patientClient(ctx);
    const mine = await insertAppointment(ctx, { patient_id: a.id });
    const theirs = await insertAppointment(ctx, { patient_id: b.id });
    expect((await a.client.get<AppointmentItem>(`/api/appointments/${mine}`)).body.id).toBe(mine);
    expect((await a.client.get(`/api/appointments/${theirs}`)).status).toBe(404);
    expect((await a.client.get('/api/appointments/abc')).status).toBe(404);
  });

  it("answers 404 for another doctor's appointment", async () => {
    const patient = await patientClient(ctx);
    const d1 = await staffClient(ctx, 'doctor', null);
    const d2 = await staffClient(ctx, 'doctor', null);
    const id = await insertAppointment(ctx, { patient_id: patient.id, doctor_staff_id: d1.id });
    expect((await d1.client.get(`/api/appointments/${id}`)).status).toBe(200);
    expect((await d2.client.get(`/api/appointments/${id}`)).status).toBe(404);
  });
});

describe('PATCH /api/appointments/:id/status', () => {
  it('reception checks in and marks a no-show, only from the source states', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const patient = await patientClient(ctx);
    const reception = await staffClient(ctx, 'reception', unit);
    const id = await insertAppointment(ctx, { patient_id: patient.id, health_unit_id: unit });

    const noShowEarly = await reception.client.patch<{ error: string }>(`/api/appointments/${id}/status`, {
      status: 'no_show',
    });
    expect(noShowEarly.status).toBe(409);
    expect(noShowEarly.body.error).toBe(
      'Esta consulta está como "Agendada" e não pode passar para "Faltou".',
    );

    const checkIn = await reception.client.patch<AppointmentItem>(`/api/appointments/${id}/status`, {
      status: 'confirmed',
    });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.status).toBe('confirmed');
    // A second tap on Check-in is the same success, not an error.
    const repeated = await reception.client.patch<AppointmentItem>(`/api/appointments/${id}/status`, {
      status: 'confirmed',
    });
    expect([repeated.status, repeated.body.status]).toEqual([200, 'confirmed']);
    expect(
      (await reception.client.patch(`/api/appointments/${id}/status`, { status: 'completed' })).status,
    ).toBe(409);
    const noShow = await reception.client.patch<AppointmentItem>(`/api/appointments/${id}/status`, {
      status: 'no_show',
    });
    expect(noShow.body.status).toBe('no_show');
    expect(await statusOf(id)).toBe('no_show');
  });

  it('answers 404 to reception of another unit and to another doctor, changing nothing', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const patient = await patientClient(ctx);
    const doctor = await staffClient(ctx, 'doctor', unit);
    const otherDoctor = await staffClient(ctx, 'doctor', unit);
    const otherReception = await staffClient(ctx, 'reception', otherUnit);
    const id = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      doctor_staff_id: doctor.id,
    });
    const r1 = await otherReception.client.patch(`/api/appointments/${id}/status`, { status: 'confirmed' });
    const r2 = await otherDoctor.client.patch(`/api/appointments/${id}/status`, { status: 'completed' });
    expect([r1.status, r2.status]).toEqual([404, 404]);
    expect(await statusOf(id)).toBe('scheduled');
  });

  it('a doctor finishes a scheduled or checked-in appointment and records the visit', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const patient = await patientClient(ctx);
    const doctor = await staffClient(ctx, 'doctor', unit);
    const scheduled = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      doctor_staff_id: doctor.id,
    });
    const confirmed = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      doctor_staff_id: doctor.id,
      status: 'confirmed',
    });

    const plain = await doctor.client.patch<AppointmentItem>(`/api/appointments/${scheduled}/status`, {
      status: 'completed',
    });
    expect(plain.body.status).toBe('completed');
    const recorded = await doctor.client.patch<AppointmentItem>(`/api/appointments/${confirmed}/status`, {
      status: 'completed',
      diagnosis: 'Hipertensão estágio 1',
      treatment: 'Losartana 50mg',
      observations: '',
    });
    expect(recorded.status).toBe(200);
    const records = await ctx.db.selectFrom('medical_records').selectAll().execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      patient_id: patient.id,
      doctor_staff_id: doctor.id,
      appointment_id: confirmed,
      health_unit_id: unit,
      record_date: todayDate(),
      diagnosis: 'Hipertensão estágio 1',
      treatment: 'Losartana 50mg',
      observations: null,
    });
    // A repeated Finalizar answers the finished appointment and records the visit only once.
    const again = await doctor.client.patch<AppointmentItem>(`/api/appointments/${confirmed}/status`, {
      status: 'completed',
      diagnosis: 'Hipertensão estágio 1',
    });
    expect([again.status, again.body.status]).toEqual([200, 'completed']);
    expect(await ctx.db.selectFrom('medical_records').selectAll().execute()).toHaveLength(1);
  });

  it('a repeat by someone who could not make the move is still refused', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const patient = await patientClient(ctx);
    const reception = await staffClient(ctx, 'reception', unit);
    const id = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      status: 'completed',
    });
    const r = await reception.client.patch(`/api/appointments/${id}/status`, { status: 'completed' });
    expect(r.status).toBe(409);
  });

  it('checks in only on the day, and finishes or marks an absence only from the day on', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const patient = await patientClient(ctx);
    const reception = await staffClient(ctx, 'reception', unit);
    const doctor = await staffClient(ctx, 'doctor', unit);
    const base = { patient_id: patient.id, health_unit_id: unit, doctor_staff_id: doctor.id };
    const tomorrow = await insertAppointment(ctx, { ...base, appointment_date: addDays(todayDate(), 1) });
    const tomorrowConfirmed = await insertAppointment(ctx, {
      ...base,
      appointment_date: addDays(todayDate(), 1),
      status: 'confirmed',
    });
    const yesterday = await insertAppointment(ctx, { ...base, appointment_date: addDays(todayDate(), -1) });
    const yesterdayConfirmed = await insertAppointment(ctx, {
      ...base,
      appointment_date: addDays(todayDate(), -1),
      status: 'confirmed',
    });

    const early = await reception.client.patch<{ error: string }>(`/api/appointments/${tomorrow}/status`, {
      status: 'confirmed',
    });
    expect([early.status, early.body.error]).toEqual([
      409,
      'O check-in só pode ser feito no dia da consulta',
    ]);
    const late = await reception.client.patch<{ error: string }>(`/api/appointments/${yesterday}/status`, {
      status: 'confirmed',
    });
    expect(late.status).toBe(409);
    const finishEarly = await doctor.client.patch<{ error: string }>(`/api/appointments/${tomorrow}/status`, {
      status: 'completed',
    });
    expect([finishEarly.status, finishEarly.body.error]).toEqual([
      409,
      'A consulta só pode ser finalizada a partir do dia marcado',
    ]);
    const absentEarly = await reception.client.patch<{ error: string }>(
      `/api/appointments/${tomorrowConfirmed}/status`,
      { status: 'no_show' },
    );
    expect([absentEarly.status, absentEarly.body.error]).toEqual([
      409,
      'A falta só pode ser registrada a partir do dia da consulta',
    ]);
    expect(await statusOf(tomorrow)).toBe('scheduled');
    expect(await statusOf(tomorrowConfirmed)).toBe('confirmed');

    // Yesterday's visit can still be closed: finished by its doctor, or marked as missed.
    const finishLate = await doctor.client.patch(`/api/appointments/${yesterday}/status`, {
      status: 'completed',
    });
    const absentLate = await reception.client.patch(`/api/appointments/${yesterdayConfirmed}/status`, {
      status: 'no_show',
    });
    expect([finishLate.status, absentLate.status]).toEqual([200, 200]);
  });

  it('refuses transitions outside the role and bad input with 400', async () => {
    const unit = (await createUnit(ctx.db)).id;
    const patient = await patientClient(ctx);
    const doctor = await staffClient(ctx, 'doctor', unit);
    const id = await insertAppointment(ctx, {
      patient_id: patient.id,
      health_unit_id: unit,
      doctor_staff_id: doctor.id,
    });
    expect(
      (await doctor.client.patch(`/api/appointments/${id}/status`, { status: 'confirmed' })).status,
    ).toBe(409);
    expect(
      (await doctor.client.patch(`/api/appointments/${id}/status`, { status: 'cancelled' })).status,
    ).toBe(409);
    const bad = await doctor.client.patch<{ error: string }>(`/api/appointments/${id}/status`, {
      status: 'done',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Status inválido');
    expect(await statusOf(id)).toBe('scheduled');
  });
});
