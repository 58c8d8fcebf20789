/**
 * GET /api/health/vaccinations and /exams through the list contract: newest first, every row
 * reachable by following Link, the total counted by the server, each reader's scope, the audit of
 * staff reads naming the rows read.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exam, Vaccination } from '@saude/shared/schemas/health';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { createPatient, signedIn } from '../../test/fixtures';
import { pageRead, readAllPages, totalOf } from '../../test/list-pages';
import { nowIso } from '../../lib/time';
import { insertExam, insertVaccination } from '../admin/admin.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const meOf = async (c: TestClient, path: string, key: 'patient' | 'user') =>
  ((await c.get<Record<string, { id: number }>>(path)).body[key] as { id: number }).id;
const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);

async function appointment(patientId: number, doctorId: number) {
  const at = nowIso();
  await ctx.db
    .insertInto('appointments')
    .values({
      patient_id: patientId,
      doctor_staff_id: doctorId,
      appointment_date: '2025-05-01',
      appointment_type: 'consultation',
      status: 'completed',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function orderedExam(patientId: number, date: string, doctorId: number, type: string) {
  const id = await insertExam(ctx, { patient_id: patientId, exam_date: date, exam_type: type });
  await ctx.db.updateTable('exams').set({ doctor_staff_id: doctorId }).where('id', '=', id).execute();
  return id;
}

describe('GET /api/health/vaccinations and /exams: pages', () => {
  it('gives a patient every vaccination and exam of their own, newest first, with the total', async () => {
    const patient = await signedIn(ctx, 'patient');
    const me = await meOf(patient, '/api/auth/patient/me', 'patient');
    const other = await createPatient(ctx.db, { full_name: 'Outra Pessoa' });
    const vaccines: number[] = [];
    const exams: number[] = [];
    for (let i = 0; i < 23; i++) {
      vaccines.push(await insertVaccination(ctx, { patient_id: me, vaccine_date: day(Math.floor(i / 3)) }));
      exams.push(await insertExam(ctx, { patient_id: me, exam_date: day(Math.floor(i / 4)) }));
    }
    await insertVaccination(ctx, { patient_id: other.id, vaccine_date: day(40) });
    await insertExam(ctx, { patient_id: other.id, exam_date: day(40) });
    // The patient reads an exam once its unit approved it: not while pending, never once rejected.
    await ctx.db.updateTable('exams').set({ approval_status: 'approved', reviewed_at: nowIso() }).execute();
    for (const approval_status of ['pending', 'rejected'] as const) {
      const hidden = await insertExam(ctx, {
        patient_id: me,
        exam_date: day(50),
        exam_type: 'Teste rápido de HIV',
      });
      await ctx.db.updateTable('exams').set({ approval_status }).where('id', '=', hidden).execute();
    }

    const v = await readAllPages<Vaccination>(patient, '/api/health/vaccinations?limit=10');
    expect(v.items.map((x) => x.id)).toEqual([...vaccines].reverse());
    expect(v.pages.map((p) => p.body.length)).toEqual([10, 10, 3]);
    expect(totalOf(v.pages[2]!)).toEqual({ total: 23, exact: true });

    // The health card asks for its 5 exams only.
    const card = await patient.get<Exam[]>('/api/health/exams?limit=5');
    expect(card.body.map((x) => x.id)).toEqual([...exams].reverse().slice(0, 5));
    expect(totalOf(card)).toEqual({ total: 23, exact: true });
    const e = await readAllPages<Exam>(patient, '/api/health/exams?limit=5');
    expect(e.items.map((x) => x.id)).toEqual([...exams].reverse());
  });

  it("gives a doctor their patients' rows and the exams they ordered, each once, across pages", async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const doctorId = await meOf(doctor, '/api/auth/staff/me', 'user');
    const otherDoctor = await signedIn(ctx, 'doctor');
    const otherDoctorId = await meOf(otherDoctor, '/api/auth/staff/me', 'user');
    const mine = await createPatient(ctx.db, { full_name: 'Paciente Meu' });
    const alsoMine = await createPatient(ctx.db, { full_name: 'Paciente Também Meu' });
    const stranger = await createPatient(ctx.db, { full_name: 'Paciente Alheio' });
    // Two appointments with the same patient: the patient counts once.
    await appointment(mine.id, doctorId);
    await appointment(mine.id, doctorId);
    await appointment(alsoMine.id, doctorId);
    await appointment(stranger.id, otherDoctorId);

    const expected: number[] = [];
    for (let i = 0; i < 6; i++) {
      expected.push(await insertExam(ctx, { patient_id: mine.id, exam_date: day(i * 3) }));
      // Ordered by this doctor for their own patient: in both sets, listed once.
      expected.push(await orderedExam(alsoMine.id, day(i * 3 + 1), doctorId, 'Glicemia'));
      // Ordered by this doctor for someone else's patient.
      expected.push(await orderedExam(stranger.id, day(i * 3 + 2), doctorId, 'TSH'));
      // Someone else's patient, ordered by someone else: not the doctor's.
      await orderedExam(stranger.id, day(i * 3 + 2), otherDoctorId, 'Ureia');
    }
    const exams = await readAllPages<Exam>(doctor, '/api/health/exams?limit=4');
    expect(exams.items.map((x) => x.id)).toEqual([...expected].reverse());
    expect(exams.pages.map((p) => totalOf(p))).toEqual(exams.pages.map(() => ({ total: 18, exact: true })));

    const vaccines: number[] = [];
    for (let i = 0; i < 7; i++) {
      vaccines.push(
        await insertVaccination(ctx, { patient_id: i % 2 ? mine.id : alsoMine.id, vaccine_date: day(i) }),
      );
      await insertVaccination(ctx, { patient_id: stranger.id, vaccine_date: day(i) });
    }
    const v = await readAllPages<Vaccination>(doctor, '/api/health/vaccinations?limit=3');
    expect(v.items.map((x) => x.id)).toEqual([...vaccines].reverse());
    expect(totalOf(v.pages[0]!)).toEqual({ total: 7, exact: true });

    // Each staff read is audited with the rows it returned.
    const reads = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('action', 'in', ['exams.read', 'vaccinations.read'])
      .orderBy('id')
      .execute();
    expect(reads.map((r) => [r.action, JSON.parse(r.details!)])).toEqual([
      ...exams.pages.map((p) => ['exams.read', pageRead(p.body)]),
      ...v.pages.map((p) => ['vaccinations.read', pageRead(p.body)]),
    ]);
  });

  it('refuses roles without the permission and a foreign cursor', async () => {
    for (const role of ['reception', 'hospital', 'public_authority'] as const) {
      const client = await signedIn(ctx, role);
      expect((await client.get('/api/health/vaccinations')).status, role).toBe(403);
      expect((await client.get('/api/health/exams')).status, role).toBe(403);
    }
    const patient = await signedIn(ctx, 'patient');
    const foreign = Buffer.from(JSON.stringify([0, 1, 2])).toString('base64url');
    expect((await patient.get(`/api/health/exams?cursor=${foreign}`)).status).toBe(400);
  });
});
