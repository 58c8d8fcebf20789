import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HospitalExam, HospitalPrescription, HospitalVaccination } from '@saude/shared/schemas/hospital';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, createStaff, createUnit } from '../../test/fixtures';
import { nowIso } from '../../lib/time';
import { hospitalClient, insertAppointment } from '../appointments/appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

let seq = 0;
async function prescription(patientId: number, doctorId: number, text: string, issuedAt: number) {
  await ctx.db
    .insertInto('prescriptions')
    .values({
      public_id: `rx-${++seq}`,
      patient_id: patientId,
      doctor_staff_id: doctorId,
      health_unit_id: issuedAt,
      prescription_date: '2025-01-10',
      prescription_text: text,
      is_valid: 1,
      created_at: nowIso(),
    })
    .execute();
}

async function exam(patientId: number, unitId: number, approval_status = 'pending') {
  const row = await ctx.db
    .insertInto('exams')
    .values({
      patient_id: patientId,
      exam_type: 'Hemograma',
      exam_date: '2025-01-11',
      result: 'Normal',
      is_normal: 0,
      doctor_name: 'Dr. Lab',
      health_unit_id: unitId,
      approval_status,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('hospital clinical lists', () => {
  it('lists prescriptions issued at the unit or by its doctors, not everything its patients were ever prescribed', async () => {
    const hospital = await hospitalClient(ctx);
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const seenHere = await createPatient(ctx.db, { full_name: 'Visto Aqui' });
    const stranger = await createPatient(ctx.db, { full_name: 'Estranho' });
    const outsideDoctor = await createStaff(ctx.db, 'doctor', { health_unit_id: otherUnit });
    const unitDoctor = await createStaff(ctx.db, 'doctor', { health_unit_id: hospital.unitId });
    await insertAppointment(ctx, { patient_id: seenHere.id, health_unit_id: hospital.unitId });
    // The patient once came here; what another unit prescribed them is not this unit's to read.
    await prescription(seenHere.id, outsideDoctor.id, 'Receita de outra unidade', otherUnit);
    await prescription(stranger.id, unitDoctor.id, 'Paracetamol', otherUnit);
    await prescription(stranger.id, outsideDoctor.id, 'Nada daqui', otherUnit);
    // A visiting doctor's consultation at this unit: issued here, through the API.
    const visit = await insertAppointment(ctx, {
      patient_id: seenHere.id,
      health_unit_id: hospital.unitId,
      doctor_staff_id: outsideDoctor.id,
      status: 'confirmed',
    });
    const doctor = new TestClient(ctx.app, '10.3.0.1');
    const staff = await ctx.db
      .selectFrom('staff')
      .select('cpf')
      .where('id', '=', outsideDoctor.id)
      .executeTakeFirstOrThrow();
    expect((await doctor.post('/api/auth/staff/login', { cpf: staff.cpf, password: PASSWORD })).status).toBe(
      200,
    );
    const issued = await doctor.post('/api/prescriptions', {
      appointment_id: visit,
      prescription_text: 'Amoxicilina 500 mg',
    });
    expect(issued.status).toBe(201);

    const res = await hospital.client.get<HospitalPrescription[]>('/api/hospital/prescriptions');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.prescription_text).sort()).toEqual(['Amoxicilina 500 mg', 'Paracetamol']);
    expect(res.headers.get('x-total-count')).toBe('2');
  });

  it('lists the unit exams and vaccinations only', async () => {
    const hospital = await hospitalClient(ctx);
    const otherUnit = (await createUnit(ctx.db, 'Outra')).id;
    const p = await createPatient(ctx.db, { full_name: 'Teresa' });
    const mine = await exam(p.id, hospital.unitId);
    await exam(p.id, otherUnit);
    for (const unit of [hospital.unitId, otherUnit]) {
      await ctx.db
        .insertInto('vaccinations')
        .values({
          patient_id: p.id,
          vaccine_name: unit === hospital.unitId ? 'Gripe' : 'Outra',
          vaccine_date: '2025-01-05',
          dose_number: 1,
          health_unit_id: unit,
          created_at: nowIso(),
        })
        .execute();
    }
    const exams = await hospital.client.get<HospitalExam[]>('/api/hospital/exams');
    expect(exams.body).toHaveLength(1);
    expect(exams.body[0]).toMatchObject({
      id: mine,
      exam_type: 'Hemograma',
      patient_name: 'Teresa',
      doctor_name: 'Dr. Lab',
      is_normal: false,
      approval_status: 'pending',
    });
    const vaccines = await hospital.client.get<HospitalVaccination[]>('/api/hospital/vaccinations');
    expect(vaccines.body.map((v) => v.vaccine_name)).toEqual(['Gripe']);
    expect(vaccines.body[0]).toMatchObject({ patient_name: 'Teresa', dose_number: 1 });
  });

  it('approves or rejects a pending exam once; another unit gets 404; the patient reads only the approved', async () => {
    const hospital = await hospitalClient(ctx);
    const other = await hospitalClient(ctx);
    const p = await createPatient(ctx.db);
    const a = await exam(p.id, hospital.unitId);
    const b = await exam(p.id, hospital.unitId);
    const patient = new TestClient(ctx.app, '10.73.0.1');
    await patient.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
    const seen = async () => (await patient.get<{ id: number }[]>('/api/health/exams')).body.map((e) => e.id);
    expect(await seen()).toEqual([]);
    expect((await other.client.post(`/api/hospital/exams/${a}/approve`)).status).toBe(404);
    const approved = await hospital.client.post<{ approval_status: string }>(
      `/api/hospital/exams/${a}/approve`,
    );
    expect(approved.body.approval_status).toBe('approved');
    expect((await hospital.client.post(`/api/hospital/exams/${a}/reject`)).status).toBe(409);
    const rejected = await hospital.client.post<{ approval_status: string }>(
      `/api/hospital/exams/${b}/reject`,
    );
    expect(rejected.body.approval_status).toBe('rejected');
    const rows = await ctx.db
      .selectFrom('exams')
      .select(['id', 'approval_status', 'reviewed_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.approval_status)).toEqual(['approved', 'rejected']);
    expect(rows.every((r) => r.reviewed_at !== null)).toBe(true);
    expect(await seen()).toEqual([a]);
  });
});
