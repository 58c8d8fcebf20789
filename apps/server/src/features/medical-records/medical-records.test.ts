import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MedicalRecord } from '@saude/shared/schemas/health';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createStaff, signedIn } from '../../test/fixtures';
import { nowIso } from '../../lib/time';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function record(patientId: number, doctorId: number | null, diagnosis: string, date: string) {
  await ctx.db
    .insertInto('medical_records')
    .values({
      patient_id: patientId,
      doctor_staff_id: doctorId,
      record_date: date,
      diagnosis,
      treatment: 'Repouso',
      observations: null,
      created_at: nowIso(),
    })
    .execute();
}

describe('GET /api/medical-records', () => {
  it('patients read their own, doctors what they wrote, the department everything', async () => {
    const patient = await signedIn(ctx, 'patient');
    const me = (await patient.get<{ patient: { id: number } }>('/api/auth/patient/me')).body.patient;
    const doctor = await signedIn(ctx, 'doctor');
    const doctorId = (await doctor.get<{ user: { id: number } }>('/api/auth/staff/me')).body.user.id;
    const otherDoctor = await createStaff(ctx.db, 'doctor');
    const other = await createPatient(ctx.db, { full_name: 'Outra Pessoa' });

    await record(me.id, doctorId, 'Gripe', '2025-01-10');
    await record(me.id, otherDoctor.id, 'Hipertensão', '2025-02-10');
    await record(other.id, otherDoctor.id, 'Diabetes', '2025-03-10');

    const own = await patient.get<MedicalRecord[]>('/api/medical-records');
    expect(own.status).toBe(200);
    expect(own.body.map((r) => r.diagnosis)).toEqual(['Hipertensão', 'Gripe']);
    expect(own.body[1]).toEqual({
      id: expect.any(Number),
      patient_name: 'Maria da Silva',
      doctor_name: 'Funcionário doctor',
      record_date: '2025-01-10',
      diagnosis: 'Gripe',
      treatment: 'Repouso',
      observations: null,
    });

    const written = await doctor.get<MedicalRecord[]>('/api/medical-records');
    expect(written.body.map((r) => r.diagnosis)).toEqual(['Gripe']);

    const dept = await signedIn(ctx, 'health_department');
    const all = await dept.get<MedicalRecord[]>('/api/medical-records?page_size=2');
    expect(all.body.map((r) => r.diagnosis)).toEqual(['Diabetes', 'Hipertensão']);
    expect(all.headers.get('x-next-page')).toBe('2');
    const audit = await ctx.db.selectFrom('audit_events').select('action').execute();
    expect(audit.filter((a) => a.action === 'medical-records.read')).toHaveLength(2);
  });
});
