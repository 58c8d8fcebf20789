import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WipeAnswer } from '@saude/shared/schemas/admin';
import { createTestContext, type TestContext } from '../../test/harness';
import { PASSWORD, createAuthority, createHospital, createPatient, createStaff } from '../../test/fixtures';
import { storeImage } from '../files/files.service';
import { normalizeImage } from '../files/image-normalize';
import { pngDataUrl } from '../../test/fake-images';
import { todayDate } from '../../lib/time';
import { insertAppointment, insertRequest } from '../appointments/appointments.fixtures';
import {
  auditActions,
  departmentClient,
  insertExam,
  insertPrescription,
  insertProvisional,
  insertRecord,
  insertReport,
  login,
} from './admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const rows = async (
  table:
    | 'patients'
    | 'staff'
    | 'health_units'
    | 'files'
    | 'sessions'
    | 'audit_events'
    | 'prescriptions'
    | 'health_department_accounts'
    | 'public_authorities',
) =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A small city: two patients with records, photos and sessions, staff, a unit with its admin, an authority. */
async function seedCity() {
  const patient = await createPatient(ctx.db);
  await createPatient(ctx.db, { full_name: 'Outro Paciente' });
  const doctor = await createStaff(ctx.db, 'doctor');
  const hospital = await createHospital(ctx.db);
  const authority = await createAuthority(ctx.db);
  const photo = await storeImage(ctx.db, {
    image: await normalizeImage(pngDataUrl()),
    purpose: 'profile_photo',
    owner: { kind: 'patient', id: patient.id },
  });
  await ctx.db
    .updateTable('patients')
    .set({ profile_photo_file_id: photo.id })
    .where('id', '=', patient.id)
    .execute();
  await insertPrescription(ctx, {
    patient_id: patient.id,
    doctor_staff_id: doctor.id,
    prescription_date: todayDate(),
  });
  await insertRecord(ctx, { patient_id: patient.id, doctor_staff_id: doctor.id, record_date: todayDate() });
  await insertExam(ctx, { patient_id: patient.id, exam_date: todayDate() });
  await insertReport(ctx, { patient_id: patient.id });
  const appointment = await insertAppointment(ctx, { patient_id: patient.id, doctor_staff_id: doctor.id });
  const request = await insertRequest(ctx, { patient_id: patient.id, health_unit_id: hospital.unitId });
  await ctx.db
    .updateTable('appointment_requests')
    .set({ appointment_id: appointment })
    .where('id', '=', request)
    .execute();
  await insertProvisional(ctx, { approximate_age: 10, gender: 'masculino' });
  const patientSession = await login(ctx, '/api/auth/patient/login', {
    cpf: patient.cpf,
    password: PASSWORD,
  });
  const doctorSession = await login(ctx, '/api/auth/staff/login', { cpf: doctor.cpf, password: PASSWORD });
  return { patient, doctor, hospital, authority, patientSession, doctorSession };
}

describe('wipes', () => {
  for (const path of ['/api/admin/patients/all', '/api/admin/users/all']) {
    it(`${path} refuses without CONFIRMAR or with a wrong password, leaving data intact`, async () => {
      await seedCity();
      const { client } = await departmentClient(ctx);
      const before = {
        patients: await rows('patients'),
        staff: await rows('staff'),
        files: await rows('files'),
      };
      const refusals: [unknown, number, string][] = [
        [undefined, 400, 'Digite CONFIRMAR para confirmar a exclusão'],
        [{ password: PASSWORD }, 400, 'Digite CONFIRMAR para confirmar a exclusão'],
        [
          { confirmation: 'confirmar', password: PASSWORD },
          400,
          'Digite CONFIRMAR para confirmar a exclusão',
        ],
        [{ confirmation: 'CONFIRMAR' }, 403, 'Senha incorreta'],
        [{ confirmation: 'CONFIRMAR', password: 'senha-errada' }, 403, 'Senha incorreta'],
      ];
      for (const [body, status, error] of refusals) {
        const res = await client.delete(path, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body).toEqual({ error });
      }
      expect({
        patients: await rows('patients'),
        staff: await rows('staff'),
        files: await rows('files'),
      }).toEqual(before);
      expect((await auditActions(ctx)).filter((a) => a.endsWith('.refused'))).toHaveLength(5);
    });
  }

  it('throttles the password asked again: five wrong ones hold the caller back, even with the right one', async () => {
    await seedCity();
    const { client } = await departmentClient(ctx);
    for (let i = 0; i < 5; i++) {
      const res = await client.delete('/api/admin/users/all', {
        confirmation: 'CONFIRMAR',
        password: `errada-${i}`,
      });
      expect(res.status).toBe(403);
    }
    const held = await client.delete<{ error: string }>('/api/admin/users/all', {
      confirmation: 'CONFIRMAR',
      password: PASSWORD,
    });
    expect(held.status).toBe(429);
    expect(await rows('patients')).toBeGreaterThan(0);
  });

  it('deletes all patients with their records, files and sessions, keeping staff and units', async () => {
    const city = await seedCity();
    const { client } = await departmentClient(ctx);
    const res = await client.delete<WipeAnswer>('/api/admin/patients/all', {
      confirmation: 'CONFIRMAR',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.deleted).toMatchObject({
      patients: 2,
      prescriptions: 1,
      medical_records: 1,
      exams: 1,
      environmental_reports: 1,
      appointments: 1,
      appointment_requests: 1,
      files: 1,
      sessions: 1,
    });
    expect(await rows('patients')).toBe(0);
    expect(await rows('files')).toBe(0);
    expect(await rows('staff')).toBe(1);
    expect(await rows('health_units')).toBe(1);
    expect((await city.patientSession.get('/api/auth/patient/me')).status).toBe(401);
    expect((await city.doctorSession.get('/api/auth/staff/me')).status).toBe(200);
    expect(await auditActions(ctx)).toContain('admin.wipe.patients');
  });

  it('wipes all data but keeps the department accounts, the caller session and the audit trail', async () => {
    const city = await seedCity();
    const other = await departmentClient(ctx);
    const { client } = await departmentClient(ctx);
    const departmentStaff = await createStaff(ctx.db, 'health_department');
    const auditBefore = await rows('audit_events');

    const res = await client.delete<WipeAnswer>('/api/admin/users/all', {
      confirmation: 'CONFIRMAR',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toMatchObject({
      patients: 2,
      staff: 1,
      health_units: 1,
      hospital_administrators: 1,
      public_authorities: 1,
      provisional_patients: 1,
      prescriptions: 1,
      files: 1,
    });
    for (const table of [
      'patients',
      'health_units',
      'files',
      'prescriptions',
      'public_authorities',
    ] as const) {
      expect(await rows(table), table).toBe(0);
    }
    expect(await rows('health_department_accounts')).toBe(2);
    const staffLeft = await ctx.db.selectFrom('staff').select('id').execute();
    expect(staffLeft.map((s) => s.id)).toEqual([departmentStaff.id]);
    expect(await rows('sessions')).toBe(1);
    expect(await rows('audit_events')).toBeGreaterThan(auditBefore);
    expect(await auditActions(ctx)).toContain('admin.wipe.all');

    expect((await client.get('/api/health-department/me')).status).toBe(200);
    expect((await other.client.get('/api/health-department/me')).status).toBe(401);
    expect((await city.doctorSession.get('/api/auth/staff/me')).status).toBe(401);
    expect(city.hospital.id).toBeGreaterThan(0);
  });

  it('a department member signed in by CPF confirms with their staff password', async () => {
    await seedCity();
    const member = await createStaff(ctx.db, 'health_department');
    const client = await login(ctx, '/api/auth/staff/login', { cpf: member.cpf, password: PASSWORD });
    const wrong = await client.delete('/api/admin/patients/all', {
      confirmation: 'CONFIRMAR',
      password: 'x',
    });
    expect(wrong.status).toBe(403);
    const ok = await client.delete<WipeAnswer>('/api/admin/users/all', {
      confirmation: 'CONFIRMAR',
      password: PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/staff/me')).status).toBe(200);
  });
});
