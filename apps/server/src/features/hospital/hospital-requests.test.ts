import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentItem, AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import type { DoctorOption, HospitalRequestItem, HospitalRequestList } from '@saude/shared/schemas/hospital';
import { createTestContext, type TestContext } from '../../test/harness';
import { createUnit } from '../../test/fixtures';
import { todayDate } from '../../lib/time';
import {
  hospitalClient,
  insertHospitalDoctor,
  insertRequest,
  patientClient,
  staffClient,
} from '../appointments/appointments.fixtures';

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
  it('lists requests addressed to the unit or to any unit, with counts and a status filter', async () => {
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

    const res = await hospital.client.get<HospitalRequestList>('/api/hospital/appointment-requests');
    expect(res.status).toBe(200);
    expect(res.body.items.map((r) => r.id).sort()).toEqual([addressed, anyUnit, rejectedHere].sort());
    expect(res.body.counts).toEqual({ pending: 2, approved: 0, rejected: 1, total: 3 });
    expect(res.body.items.find((r) => r.id === addressed)).toMatchObject({
      patient_name: 'Carla',
      specialty: 'Cardiologista',
      appointment_type: 'consultation',
      requested_date: todayDate(),
      notes: 'Dor no peito ao subir escadas',
      status: 'pending',
    });
    const pending = await hospital.client.get<HospitalRequestList>(
      '/api/hospital/appointment-requests?status=pending',
    );
    expect(pending.body.items.map((r) => r.id).sort()).toEqual([addressed, anyUnit].sort());
    expect(pending.body.counts.total).toBe(3);
  });

  it('offers active doctors of the specialty from employees and autonomous doctors', async () => {
    const hospital = await hospitalClient(ctx);
    const employee = await staffClient(ctx, 'doctor', hospital.unitId, 'Pediatra');
    await staffClient(ctx, 'doctor', hospital.unitId, 'Urologista');
    await staffClient(ctx, 'doctor', (await createUnit(ctx.db, 'Outra')).id, 'Pediatra');
    const autonomous = await insertHospitalDoctor(ctx, hospital.unitId, { specialty: 'Pediatra' });
    await insertHospitalDoctor(ctx, hospital.unitId, { specialty: 'Pediatra', is_active: 0 });
    const res = await hospital.client.get<DoctorOption[]>('/api/hospital/doctor-options?specialty=Pediatra');
    expect(res.body.map((o) => o.id).sort()).toEqual(
      [`hospital:${autonomous}`, `staff:${employee.id}`].sort(),
    );
    expect(res.body.find((o) => o.kind === 'hospital')).toMatchObject({
      name: 'Dr. Autônomo',
      specialty: 'Pediatra',
      crm: 'CRM-SP 999',
    });
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
    expect(mine.body[0]).toMatchObject({ status: 'approved', doctor_name: 'Funcionário doctor' });
    expect(mine.body[0]!.health_unit_name).toBeTruthy();

    const again = await hospital.client.post<{ error: string }>(
      `/api/hospital/appointment-requests/${requestId}/approve`,
      { appointment_date: FUTURE, appointment_time: '15:00', assigned_doctor_id: `staff:${doctor.id}` },
    );
    expect(again.status).toBe(409);
    expect(await appointmentCount()).toBe(1);
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

  it("rejects once, and answers 404 for another unit's request", async () => {
    const hospital = await hospitalClient(ctx);
    const other = await hospitalClient(ctx);
    const patient = await patientClient(ctx);
    const id = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
    const foreign = await other.client.post(`/api/hospital/appointment-requests/${id}/reject`);
    expect(foreign.status).toBe(404);
    const res = await hospital.client.post<HospitalRequestItem>(
      `/api/hospital/appointment-requests/${id}/reject`,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('rejected');
    expect((await hospital.client.post(`/api/hospital/appointment-requests/${id}/reject`)).status).toBe(409);
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
});
