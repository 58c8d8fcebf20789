import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MedicalRecord } from '@saude/shared/schemas/health';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createStaff, signedIn } from '../../test/fixtures';
import { pageRead, readAllPages, totalOf } from '../../test/list-pages';
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
      diagnoses: [],
      treatment: 'Repouso',
      observations: null,
    });

    const written = await doctor.get<MedicalRecord[]>('/api/medical-records');
    expect(written.body.map((r) => r.diagnosis)).toEqual(['Gripe']);

    const dept = await signedIn(ctx, 'health_department');
    const all = await dept.get<MedicalRecord[]>('/api/medical-records?limit=2');
    expect(all.body.map((r) => r.diagnosis)).toEqual(['Diabetes', 'Hipertensão']);
    expect(totalOf(all)).toEqual({ total: 3, exact: true });
    expect(all.headers.get('link')).toMatch(/limit=2.*rel="next"$/);
    const audit = await ctx.db.selectFrom('audit_events').select('action').execute();
    expect(audit.filter((a) => a.action === 'medical-records.read')).toHaveLength(2);
  });

  it('pages to every record newest first, and audits which records staff read', async () => {
    const patient = await signedIn(ctx, 'patient');
    const me = (await patient.get<{ patient: { id: number } }>('/api/auth/patient/me')).body.patient;
    const doctor = await signedIn(ctx, 'doctor');
    const doctorId = (await doctor.get<{ user: { id: number } }>('/api/auth/staff/me')).body.user.id;
    const other = await createPatient(ctx.db, { full_name: 'Outra Pessoa' });
    // Three a day over four days: the id orders records of the same day.
    for (let i = 0; i < 12; i++) {
      await record(me.id, doctorId, `Consulta ${i}`, `2025-01-1${Math.floor(i / 3)}`);
    }
    await record(other.id, null, 'Alheia', '2025-02-01');

    const { items, pages } = await readAllPages<MedicalRecord>(patient, '/api/medical-records?limit=5');
    expect(items.map((r) => r.diagnosis)).toEqual(Array.from({ length: 12 }, (_, i) => `Consulta ${11 - i}`));
    expect(pages.map((p) => p.body.length)).toEqual([5, 5, 2]);
    expect(pages.every((p) => totalOf(p).total === 12)).toBe(true);

    const written = await readAllPages<MedicalRecord>(doctor, '/api/medical-records?limit=5');
    expect(written.items).toHaveLength(12);
    const reads = await ctx.db
      .selectFrom('audit_events')
      .select(['details'])
      .where('action', '=', 'medical-records.read')
      .orderBy('id')
      .execute();
    expect(reads.map((r) => JSON.parse(r.details!))).toEqual(written.pages.map((p) => pageRead(p.body)));
    // The patient's own reads are not audited.
    expect(reads).toHaveLength(3);

    for (const role of ['reception', 'hospital', 'public_authority'] as const) {
      expect((await (await signedIn(ctx, role)).get('/api/medical-records')).status, role).toBe(403);
    }
  });
});
