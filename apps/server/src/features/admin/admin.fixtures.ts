/** Test helpers for the admin API: signed-in department and authority clients, and rows made directly. */
import { randomBytes } from 'node:crypto';
import { TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createAuthority, createDepartment } from '../../test/fixtures';
import { nowIso } from '../../lib/time';

let ipSeq = 0;
export const nextIp = () => `10.60.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

export async function login(ctx: TestContext, path: string, body: Record<string, string>) {
  const client = new TestClient(ctx.app, nextIp());
  const res = await client.post(path, body);
  if (res.status !== 200)
    throw new Error(`login at ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

export async function departmentClient(ctx: TestContext) {
  const d = await createDepartment(ctx.db);
  const client = await login(ctx, '/api/health-department/login', {
    username: d.username,
    password: PASSWORD,
  });
  return { client, id: d.id };
}

export async function authorityClient(ctx: TestContext) {
  const a = await createAuthority(ctx.db);
  const client = await login(ctx, '/api/public-authority/login', {
    username: a.username,
    password: PASSWORD,
  });
  return { client, id: a.id };
}

export async function insertPrescription(
  ctx: TestContext,
  row: { patient_id: number; doctor_staff_id: number; prescription_date: string; prescription_text?: string },
) {
  return (
    await ctx.db
      .insertInto('prescriptions')
      .values({
        public_id: randomBytes(16).toString('base64url'),
        prescription_text: 'Dipirona 500mg de 6 em 6 horas',
        qr_code: '{"prescription_id":1}',
        is_valid: 1,
        created_at: nowIso(),
        ...row,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertRecord(
  ctx: TestContext,
  row: { patient_id: number; doctor_staff_id: number | null; record_date: string; diagnosis?: string },
) {
  return (
    await ctx.db
      .insertInto('medical_records')
      .values({ diagnosis: 'Hipertensão', treatment: 'Losartana', created_at: nowIso(), ...row })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertVaccination(
  ctx: TestContext,
  row: { patient_id: number; vaccine_date: string; vaccine_name?: string },
) {
  return (
    await ctx.db
      .insertInto('vaccinations')
      .values({
        vaccine_name: 'Influenza',
        dose_number: 1,
        administered_by: 'Enf. Carla',
        created_at: nowIso(),
        ...row,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertExam(
  ctx: TestContext,
  row: { patient_id: number; exam_date: string; exam_type?: string; doctor_name?: string | null },
) {
  return (
    await ctx.db
      .insertInto('exams')
      .values({
        exam_type: 'Hemograma',
        result: 'Normal',
        is_normal: 1,
        doctor_name: 'Dr. Exame',
        approval_status: 'pending',
        created_at: nowIso(),
        ...row,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertReport(
  ctx: TestContext,
  row: {
    patient_id: number;
    status?: string;
    neighborhood?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    title?: string;
  },
) {
  const at = nowIso();
  return (
    await ctx.db
      .insertInto('environmental_reports')
      .values({
        report_type: 'mosquito',
        title: 'Foco',
        status: 'pending',
        created_at: at,
        updated_at: at,
        ...row,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertProvisional(
  ctx: TestContext,
  row: { approximate_age: number; gender: 'masculino' | 'feminino'; registration_date?: string },
) {
  const at = nowIso();
  return (
    await ctx.db
      .insertInto('provisional_patients')
      .values({
        provisional_id: `PROV-2025-${100_000 + Math.floor(Math.random() * 899_999)}`,
        registration_location: 'UBS Centro',
        registration_date: at,
        created_at: at,
        ...row,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function auditActions(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.db.selectFrom('audit_events').select('action').orderBy('id').execute();
  return rows.map((r) => r.action);
}
