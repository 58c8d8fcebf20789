import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentItem, AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import type {
  DoctorDay,
  DoctorOption,
  HospitalRequestCounts,
  HospitalRequestItem,
} from '@saude/shared/schemas/hospital';
import { createTestContext, type TestContext } from '../../test/harness';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';
import { createUnit } from '../../test/fixtures';
import { todayDate } from '../../lib/time';
import {
  hospitalClient,
  insertAppointment,
  insertHospitalDoctor,
  insertRequest,
  patientClient,
  staffClient,
} from '../appointments/appointments.fixtures';

const REJECT = { reason: 'Sem vaga na agenda para esta especialidade' };

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const FUTURE = '2999-03-10';
const appointmentCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('appointments')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('hospital appointment requests', () => {
  it('lists one status at a time (pending by default) with the kept counters', async () => {
    const hospital = await hospitalClient(ctx);
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const patient = await patientClient(ctx, 'Carla');
    const addressed = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
    const anyUnit = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: null });
    await insertRequest(ctx, { patient_id: patient.id, health_unit_id: otherUnit });
    // Another unit already took this "any unit" request: it is no longer offered here.
    await insertRequest(ctx, { patient_id: patient.id, health_unit_id: null, status: 'rejected' });
    const rejectedHere = await insertRequest(ctx, {
      patient_id: patient.id,
      health_unit_id: hospital.unitId,
      status: 'rejected',
    });

    const res = await hospital.client.get<HospitalRequestItem[]>('/api/hospital/appointment-requests');
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).toEqual([addressed, anyUnit]);
    expect(totalOf(res)).toEqual({ total: 2, exact: true });
    expect(res.body[0]).toMatchObject({
      patient_name: 'Carla',
      specialty: 'Cardiologista',
      appointment_type: 'consultation',
      requested_date: todayDate(),
      notes: 'Dor no peito ao subir escadas',
      status: 'pending',
    });
    expect(Object.keys(res.body[0]!)).not.toContain('sort_key');
    const rejected = await hospital.client.get<HospitalRequestItem[]>(
      '/api/hospital/appointment-requests?status=rejected',
    );
    expect(rejected.body.map((r) => r.id)).toEqual([rejectedHere]);
    expect(totalOf(rejected)).toEqual({ total: 1, exact: true });
    const counts = await hospital.client.get<HospitalRequestCounts>(
      '/api/hospital/appointment-requests/counts',
    );
    expect(counts.body).toEqual({ pending: 2, approved: 0, rejected: 1, total: 3 });

    const wrong = await hospital.client.get<{ error: string }>('/api/hospital/appointment-requests?status=x');
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Status inválido' } });
    for (const path of ['/api/hospital/appointment-requests', '/api/hospital/appointment-requests/counts']) {
      expect((await patient.client.get(path)).status).toBe(403);
    }
  });

  it('serves the queue oldest first and decided requests most recently decided first, page by page', async () => {
    const hospital = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const doctor = await insertHospitalDoctor(ctx, hospital.unitId);
    // Three days of requests, inserted out of order; ties on the time are broken by the id.
    const created = new Map<number, string>();
    for (let i = 0; i < 9; i++) {
      const at = `2026-01-0${3 - (i % 3)}T10:00:00.000Z`;
      const id = await insertRequest(ctx, {
        patient_id: patient.id,
        health_unit_id: i % 2 ? null : hospital.unitId,
      });
      await ctx.db.updateTable('appointment_requests').set({ created_at: at }).where('id', '=', id).execute();
      created.set(id, at);
    }
    const queue = await readAllPages<HospitalRequestItem>(
      hospital.client,
      '/api/hospital/appointment-requests?status=pending&limit=2',
    );
    expect(queue.items.map((r) => r.id)).toEqual(
      [...created.keys()].sort((a, b) => created.get(a)!.localeCompare(created.get(b)!) || a - b),
    );
    expect(queue.pages).toHaveLength(5);
    for (const page of queue.pages) expect(totalOf(page)).toEqual({ total: 9, exact: true });
    expect(nextPageOf(queue.pages[0]!)).toContain('status=pending');
    expect(nextPageOf(queue.pages[0]!)).toContain('limit=2');

    // Decide three: the approved and rejected lists show the latest decision first. Each decision is
    // dated a minute after the previous one, so the order does not hang on the clock's resolution.
    let minute = 0;
    const decide = async (id: number, action: 'approve' | 'reject') => {
      const res = await hospital.client.post(
        `/api/hospital/appointment-requests/${id}/${action}`,
        action === 'approve'
          ? {
              appointment_date: FUTURE,
              // A time of its own each: the doctor is booked once at a time.
              appointment_time: `${String(8 + minute).padStart(2, '0')}:00`,
              assigned_doctor_id: `hospital:${doctor}`,
            }
          : REJECT,
      );
      const at = `2026-02-01T10:${String(minute++).padStart(2, '0')}:00.000Z`;
      await ctx.db.updateTable('appointment_requests').set({ decided_at: at }).where('id', '=', id).execute();
      return res.status;
    };
    const [first, second, third] = queue.items;
    expect(await decide(first!.id, 'approve')).toBe(200);
    expect(await decide(third!.id, 'reject')).toBe(200);
    expect(await decide(second!.id, 'approve')).toBe(200);
    const approved = await readAllPages<HospitalRequestItem>(
      hospital.client,
      '/api/hospital/appointment-requests?status=approved&limit=1',
    );
    expect(approved.items.map((r) => r.id)).toEqual([second!.id, first!.id]);
    const pending = await readAllPages<HospitalRequestItem>(
      hospital.client,
      '/api/hospital/appointment-requests?limit=4',
    );
    expect(pending.items.map((r) => r.id)).toEqual(queue.items.slice(3).map((r) => r.id));
    expect(totalOf(pending.pages[0]!)).toEqual({ total: 6, exact: true });
    const counts = await hospital.client.get<HospitalRequestCounts>(
      '/api/hospital/appointment-requests/counts',
    );
    expect(counts.body).toEqual({ pending: 6, approved: 2, rejected: 1, total: 9 });

    const forged = await hospital.client.get<{ error: string }>(
      '/api/hospital/appointment-requests?cursor=WzAsMV0',
    );
    expect(forged).toMatchObject({ status: 400, body: { error: 'Cursor de paginação inválido' } });
  });

  it('offers active doctors of the specialty from employees and autonomous doctors, by name', async () => {
    const hospital = await hospitalClient(ctx);
    const employee = await staffClient(ctx, 'doctor', hospital.unitId, 'Pediatra');
    await ctx.db
      .updateTable('staff')
      .set({ full_name: 'Bruna Pediatra' })
      .where('id', '=', employee.id)
      .execute();
    await staffClient(ctx, 'doctor', hospital.unitId, 'Urologista');
    await staffClient(ctx, 'doctor', (await createUnit(ctx.db, 'Outra')).id, 'Pediatra');
    const autonomous = await insertHospitalDoctor(ctx, hospital.unitId, {
      specialty: 'Pediatra',
      doctor_name: 'Ana Autônoma',
    });
    const third = await insertHospitalDoctor(ctx, hospital.unitId, {
      specialty: 'Pediatra',
      doctor_name: 'Carlos Autônomo',
    });
    await insertHospitalDoctor(ctx, hospital.unitId, { specialty: 'Pediatra', is_active: 0 });
    const { items, pages } = await readAllPages<DoctorOption>(
      hospital.client,
      '/api/hospital/doctor-options?specialty=Pediatra&limit=2',
    );
    expect(items.map((o) => o.id)).toEqual([
      `hospital:${autonomous}`,
      `staff:${employee.id}`,
      `hospital:${third}`,
    ]);
    expect(pages.map((p) => totalOf(p))).toEqual([
      { total: 3, exact: true },
      { total: 3, exact: true },
    ]);
    expect(items[0]).toMatchObject({
      name: 'Ana Autônoma',
      specialty: 'Pediatra',
      crm: '9990/SP',
      kind: 'hospital',
    });
    expect(nextPageOf(pages[0]!)).toContain('specialty=Pediatra');
    expect((await hospital.client.get('/api/hospital/doctor-options')).status).toBe(400);
  });

  it('approving creates the appointment seen by the patient, the doctor and the unit reception', async () => {
    const hospital = await hospitalClient(ctx);
    const patient = await patientClient(ctx, 'Rita');
    const doctor = await staffClient(ctx, 'doctor', hospital.unitId, 'Cardiologista');
    const reception = await staffClient(ctx, 'reception', hospital.unitId);
    const requestId = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: null });

    const res = await hospital.client.post<HospitalRequestItem>(
      `/api/hospital/appointment-requests/${requestId}/approve`,
      { appointment_date: FUTURE, appointment_time: '14:30', assigned_doctor_id: `staff:${doctor.id}` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'approved',
      approved_date: FUTURE,
      approved_time: '14:30',
      doctor_name: 'Funcionário doctor',
    });
    const row = await ctx.db
      .selectFrom('appointment_requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      decided_health_unit_id: hospital.unitId,
      assigned_staff_id: doctor.id,
      assigned_hospital_doctor_id: null,
      appointment_id: res.body.appointment_id,
    });
    expect(row.decided_at).toBeTruthy();

    for (const c of [patient.client, doctor.client, reception.client]) {
      const list = await c.get<AppointmentItem[]>('/api/appointments');
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({
        id: res.body.appointment_id,
        patient_name: 'Rita',
        doctor_name: 'Funcionário doctor',
        appointment_date: FUTURE,
        appointment_time: '14:30',
        specialty: 'Cardiologista',
        status: 'scheduled',
        notes: 'Dor no peito ao subir escadas',
      });
    }
    const mine = await patient.client.get<AppointmentRequestItem[]>('/api/appointment-requests');
    expect(mine.body[0]).toMatchObject({
      status: 'approved',
      doctor_name: 'Funcionário doctor',
      appointment_status: 'scheduled',
    });
    expect(mine.body[0]!.health_unit_name).toBeTruthy();

    // The patient cancels the visit: the request stays approved, and both lists say what became of it.
    const cancelled = await patient.client.patch(`/api/appointments/${res.body.appointment_id}/status`, {
      status: 'cancelled',
      cancellation_reason: 'Vou viajar',
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = await patient.client.get<AppointmentRequestItem[]>('/api/appointment-requests');
    expect(afterCancel.body[0]).toMatchObject({ status: 'approved', appointment_status: 'cancelled' });
    const unitView = await hospital.client.get<HospitalRequestItem[]>(
      '/api/hospital/appointment-requests?status=approved',
    );
    expect(unitView.body[0]).toMatchObject({
      id: requestId,
      status: 'approved',
      appointment_status: 'cancelled',
    });

    const again = await hospital.client.post<{ error: string }>(
      `/api/hospital/appointment-requests/${requestId}/approve`,
      { appointment_date: FUTURE, appointment_time: '15:00', assigned_doctor_id: `staff:${doctor.id}` },
    );
    expect(again.status).toBe(409);
    expect(await appointmentCount()).toBe(1);
  });

  it('answers a repeated approval (a double tap, even two at once) as the one success it was', async () => {
    const hospital = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const doctor = await insertHospitalDoctor(ctx, hospital.unitId);
    const id = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
    const body = {
      appointment_date: FUTURE,
      appointment_time: '09:30',
      assigned_doctor_id: `hospital:${doctor}`,
    };
    const url = `/api/hospital/appointment-requests/${id}/approve`;
    const taps = await Promise.all(
      [1, 2, 3, 4].map(() => hospital.client.post<HospitalRequestItem>(url, body)),
    );
    const late = await hospital.client.post<HospitalRequestItem>(url, body);
    expect([...taps, late].map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(late.body).toMatchObject({ status: 'approved', approved_time: '09:30' });
    expect(await appointmentCount()).toBe(1);
    // The same unit rejecting what it approved is a different decision, still refused.
    expect(
      (await hospital.client.post(`/api/hospital/appointment-requests/${id}/reject`, REJECT)).status,
    ).toBe(409);
  });

  it('approves with an autonomous doctor', async () => {
    const hospital = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const autonomous = await insertHospitalDoctor(ctx, hospital.unitId);
    const id = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
    const res = await hospital.client.post<HospitalRequestItem>(
      `/api/hospital/appointment-requests/${id}/approve`,
      {
        appointment_date: todayDate(),
        appointment_time: '08:00',
        assigned_doctor_id: `hospital:${autonomous}`,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.doctor_name).toBe('Dr. Autônomo');
    const appt = await ctx.db.selectFrom('appointments').selectAll().executeTakeFirstOrThrow();
    expect(appt).toMatchObject({ hospital_doctor_id: autonomous, doctor_staff_id: null, request_id: id });
  });

  it('answers 409 to a unit deciding an any-unit request another unit already took', async () => {
    const first = await hospitalClient(ctx);
    const second = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const doctor = await insertHospitalDoctor(ctx, first.unitId);
    const id = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: null });
    const approved = await first.client.post(`/api/hospital/appointment-requests/${id}/approve`, {
      appointment_date: FUTURE,
      appointment_time: '09:00',
      assigned_doctor_id: `hospital:${doctor}`,
    });
    expect(approved.status).toBe(200);
    const late = await second.client.post<{ error: string }>(
      `/api/hospital/appointment-requests/${id}/reject`,
      REJECT,
    );
    expect(late).toMatchObject({ status: 409, body: { error: 'Esta solicitação já foi respondida' } });
  });

  it('refuses bad approvals with 400 and writes nothing', async () => {
    const hospital = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const pediatra = await staffClient(ctx, 'doctor', hospital.unitId, 'Pediatra');
    const elsewhere = await staffClient(ctx, 'doctor', (await createUnit(ctx.db, 'Outra')).id);
    const inactive = await insertHospitalDoctor(ctx, hospital.unitId, { is_active: 0 });
    const cardio = await staffClient(ctx, 'doctor', hospital.unitId);
    const id = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          appointment_date: '2020-01-01',
          appointment_time: '10:00',
          assigned_doctor_id: `staff:${cardio.id}`,
        },
        'A data da consulta não pode ser anterior a hoje',
      ],
      [
        { appointment_date: FUTURE, appointment_time: '10:00', assigned_doctor_id: `staff:${pediatra.id}` },
        'A especialidade do médico não corresponde à da solicitação',
      ],
      [
        { appointment_date: FUTURE, appointment_time: '10:00', assigned_doctor_id: `staff:${elsewhere.id}` },
        'Médico não encontrado ou inativo nesta unidade',
      ],
      [
        { appointment_date: FUTURE, appointment_time: '10:00', assigned_doctor_id: `hospital:${inactive}` },
        'Médico não encontrado ou inativo nesta unidade',
      ],
      [{ appointment_date: FUTURE, appointment_time: '10:00' }, 'Selecione o médico responsável'],
      [
        { appointment_date: FUTURE, appointment_time: '25:00', assigned_doctor_id: `staff:${cardio.id}` },
        'Informe o horário da consulta (HH:MM)',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await hospital.client.post<{ error: string }>(
        `/api/hospital/appointment-requests/${id}/approve`,
        body,
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await appointmentCount()).toBe(0);
    const row = await ctx.db.selectFrom('appointment_requests').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it("rejects once (a repeat is the same success), and answers 404 for another unit's request", async () => {
    const hospital = await hospitalClient(ctx);
    const other = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const id = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
    const foreign = await other.client.post(`/api/hospital/appointment-requests/${id}/reject`, REJECT);
    expect(foreign.status).toBe(404);
    // A reason is required: the patient reads it.
    for (const body of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await hospital.client.post<{ error: string }>(
        `/api/hospital/appointment-requests/${id}/reject`,
        body,
      );
      expect(refused.status).toBe(400);
    }
    expect(
      (await hospital.client.post<{ error: string }>(`/api/hospital/appointment-requests/${id}/reject`, {}))
        .body.error,
    ).toBe('Informe o motivo da rejeição');
    const res = await hospital.client.post<HospitalRequestItem>(
      `/api/hospital/appointment-requests/${id}/reject`,
      REJECT,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    const repeated = await hospital.client.post<HospitalRequestItem>(
      `/api/hospital/appointment-requests/${id}/reject`,
      REJECT,
    );
    expect([repeated.status, repeated.body.status]).toEqual([200, 'rejected']);
    expect(res.body.rejection_reason).toBe(REJECT.reason);
    // The patient who asked reads the reason; another patient does not see the request at all.
    const mine = await patient.client.get<AppointmentRequestItem[]>('/api/appointment-requests');
    expect(mine.body.find((r) => r.id === id)).toMatchObject({
      status: 'rejected',
      rejection_reason: REJECT.reason,
    });
    const stranger = await patientClient(ctx, 'Outra Pessoa');
    const theirs = await stranger.client.get<AppointmentRequestItem[]>('/api/appointment-requests');
    expect(theirs.body.some((r) => r.id === id)).toBe(false);
    const approve = await hospital.client.post(`/api/hospital/appointment-requests/${id}/approve`, {
      appointment_date: FUTURE,
      appointment_time: '10:00',
      assigned_doctor_id: 'staff:1',
    });
    expect(approve.status).toBe(409);
    const otherApprove = await other.client.post(`/api/hospital/appointment-requests/${id}/approve`, {
      appointment_date: FUTURE,
      appointment_time: '10:00',
      assigned_doctor_id: 'staff:1',
    });
    expect(otherApprove.status).toBe(404);
  });

  it("shows the approve dialog a doctor's booked times of a day, for the unit's own doctors only", async () => {
    const hospital = await hospitalClient(ctx);
    const other = await hospitalClient(ctx);
    const autonomous = await insertHospitalDoctor(ctx, hospital.unitId);
    const employee = await staffClient(ctx, 'doctor', hospital.unitId);
    const ana = await patientClient(ctx, 'Ana Souza');
    const bruno = await patientClient(ctx, 'Bruno Lima');
    const at = (row: Parameters<typeof insertAppointment>[1]) =>
      insertAppointment(ctx, { health_unit_id: hospital.unitId, appointment_date: FUTURE, ...row });
    await at({ patient_id: bruno.id, hospital_doctor_id: autonomous, appointment_time: '10:00' });
    await at({ patient_id: ana.id, hospital_doctor_id: autonomous, appointment_time: '08:30' });
    await at({
      patient_id: ana.id,
      hospital_doctor_id: autonomous,
      appointment_time: '09:00',
      status: 'cancelled',
    });
    await at({
      patient_id: ana.id,
      hospital_doctor_id: autonomous,
      appointment_time: '11:00',
      appointment_date: '2999-03-11',
    });
    await at({ patient_id: bruno.id, doctor_staff_id: employee.id, appointment_time: '14:00' });

    const day = async (doctor: string, client = hospital.client) =>
      client.get<DoctorDay>(`/api/hospital/doctor-day?doctor=${doctor}&date=${FUTURE}`);
    const autonomousDay = await day(`hospital:${autonomous}`);
    expect(autonomousDay.status).toBe(200);
    expect(
      autonomousDay.body.appointments.map((a) => [a.appointment_time, a.patient_name, a.status]),
    ).toEqual([
      ['08:30', 'Ana Souza', 'scheduled'],
      ['10:00', 'Bruno Lima', 'scheduled'],
    ]);
    const employeeDay = await day(`staff:${employee.id}`);
    expect(employeeDay.body.appointments.map((a) => a.appointment_time)).toEqual(['14:00']);

    // Another unit's doctor is not found; other roles are refused; a malformed query is a 400.
    expect((await day(`hospital:${autonomous}`, other.client)).status).toBe(404);
    expect((await day(`staff:${employee.id}`, other.client)).status).toBe(404);
    expect((await day(`hospital:${autonomous}`, ana.client)).status).toBe(403);
    expect((await hospital.client.get(`/api/hospital/doctor-day?doctor=x&date=${FUTURE}`)).status).toBe(400);
    expect((await hospital.client.get(`/api/hospital/doctor-day?doctor=hospital:${autonomous}`)).status).toBe(
      400,
    );
  });

  it('refuses a time the doctor already has, naming it, and books it once that visit is cancelled', async () => {
    const hospital = await hospitalClient(ctx);
    const autonomous = await insertHospitalDoctor(ctx, hospital.unitId);
    const employee = await staffClient(ctx, 'doctor', hospital.unitId);
    const ana = await patientClient(ctx, 'Ana Souza');
    const bruno = await patientClient(ctx, 'Bruno Lima');
    const booked = await insertAppointment(ctx, {
      patient_id: ana.id,
      health_unit_id: hospital.unitId,
      hospital_doctor_id: autonomous,
      appointment_date: FUTURE,
      appointment_time: '09:00',
    });
    await insertAppointment(ctx, {
      patient_id: ana.id,
      health_unit_id: hospital.unitId,
      doctor_staff_id: employee.id,
      appointment_date: FUTURE,
      appointment_time: '10:00',
    });
    const approve = (id: number, doctor: string, time: string) =>
      hospital.client.post<{ error?: string; status?: string }>(
        `/api/hospital/appointment-requests/${id}/approve`,
        { appointment_date: FUTURE, appointment_time: time, assigned_doctor_id: doctor },
      );
    const request = await insertRequest(ctx, { patient_id: bruno.id, health_unit_id: hospital.unitId });
    const before = await appointmentCount();

    const taken = await approve(request, `hospital:${autonomous}`, '09:00');
    expect(taken).toMatchObject({
      status: 409,
      body: {
        error:
          'Este médico já tem uma consulta em 10/03/2999 às 09:00. Escolha outro horário ou outro médico.',
      },
    });
    expect((await approve(request, `staff:${employee.id}`, '10:00')).status).toBe(409);
    expect(await appointmentCount()).toBe(before);
    // Still pending, for another time or another doctor.
    expect((await approve(request, `staff:${employee.id}`, '09:00')).status).toBe(200);

    // A cancelled visit frees its time.
    await ctx.db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', booked).execute();
    const next = await insertRequest(ctx, { patient_id: bruno.id, health_unit_id: hospital.unitId });
    expect((await approve(next, `hospital:${autonomous}`, '09:00')).status).toBe(200);
  });

  it('books a time once when two approvals for the same doctor arrive together', async () => {
    const hospital = await hospitalClient(ctx);
    const doctor = await staffClient(ctx, 'doctor', hospital.unitId);
    const patients = await Promise.all(
      ['Ana Souza', 'Bruno Lima', 'Carla Dias'].map((n) => patientClient(ctx, n)),
    );
    const requests = await Promise.all(
      patients.map((p) => insertRequest(ctx, { patient_id: p.id, health_unit_id: hospital.unitId })),
    );

    const answers = await Promise.all(
      requests.map((id) =>
        hospital.client.post(`/api/hospital/appointment-requests/${id}/approve`, {
          appointment_date: FUTURE,
          appointment_time: '11:00',
          assigned_doctor_id: `staff:${doctor.id}`,
        }),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const booked = await ctx.db
      .selectFrom('appointments')
      .select('id')
      .where('doctor_staff_id', '=', doctor.id)
      .where('appointment_time', '=', '11:00')
      .execute();
    expect(booked).toHaveLength(1);
  });
});
