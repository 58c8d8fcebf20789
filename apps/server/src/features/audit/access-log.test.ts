import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '@saude/shared/schemas/access-log';
import { TestClient, createTestContext, type TestContext } from '../../test/harness';
import { PASSWORD, createPatient, createUnit, signedIn } from '../../test/fixtures';
import { nextPageOf, readAllPages, totalOf } from '../../test/list-pages';
import { nowIso } from '../../lib/time';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const LOG = '/api/me/access-log';

async function patientClient(full_name: string): Promise<{ client: TestClient; id: number }> {
  const p = await createPatient(ctx.db, { full_name });
  const client = new TestClient(ctx.app, `10.2.${p.id % 250}.${(p.id * 7) % 250}`);
  const res = await client.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
  expect(res.status).toBe(200);
  return { client, id: p.id };
}

/** A signed-in doctor working at a unit, with their staff id. */
async function doctorAt(unitName: string): Promise<{ client: TestClient; id: number }> {
  const client = await signedIn(ctx, 'doctor');
  const id = (await client.get<{ user: { id: number } }>('/api/auth/staff/me')).body.user.id;
  const unit = await createUnit(ctx.db, unitName);
  await ctx.db.updateTable('staff').set({ health_unit_id: unit.id }).where('id', '=', id).execute();
  return { client, id };
}

async function record(patientId: number, doctorId: number, diagnosis: string) {
  await ctx.db
    .insertInto('medical_records')
    .values({
      patient_id: patientId,
      doctor_staff_id: doctorId,
      record_date: '2026-03-10',
      diagnosis,
      treatment: 'Repouso',
      observations: null,
      created_at: nowIso(),
    })
    .execute();
}

describe('GET /api/me/access-log', () => {
  it("lists the doctor's read of the patient's records with who, their unit and what", async () => {
    const maria = await patientClient('Maria Aparecida');
    const joao = await patientClient('João Pereira');
    const ana = await patientClient('Ana Lima');
    const doctor = await doctorAt('UBS Vila Nova');
    await record(maria.id, doctor.id, 'Gripe');
    await record(joao.id, doctor.id, 'Asma');

    expect((await maria.client.get<AccessLogEntry[]>(LOG)).body).toEqual([]);
    expect((await doctor.client.get('/api/medical-records')).status).toBe(200);

    const seen = await maria.client.get<AccessLogEntry[]>(LOG);
    expect(seen.status).toBe(200);
    expect(totalOf(seen)).toEqual({ total: 1, exact: true });
    expect(seen.body).toEqual([
      {
        id: expect.any(Number),
        occurred_at: expect.any(String),
        actor_name: 'Funcionário doctor',
        actor_role: 'Médico',
        actor_unit: 'UBS Vila Nova',
        action: 'medical-records.read',
        what: 'Prontuário',
      },
    ]);
    // The same page showed João's record: he is told too; Ana, whose data it did not show, is not.
    expect((await joao.client.get<AccessLogEntry[]>(LOG)).body).toHaveLength(1);
    expect((await ana.client.get<AccessLogEntry[]>(LOG)).body).toEqual([]);
  });

  it("shows only reads of the patient's own data, never another patient's", async () => {
    const maria = await patientClient('Maria Aparecida');
    const joao = await patientClient('João Pereira');
    const doctor = await doctorAt('UBS Centro');
    expect((await doctor.client.get(`/api/patients/${joao.id}/allergies`)).status).toBe(200);

    const hospital = await signedIn(ctx, 'hospital');
    expect((await hospital.get(`/api/hospital/patients/${joao.id}`)).status).toBe(200);

    const dept = await signedIn(ctx, 'health_department');
    expect((await dept.get(`/api/fhir/Patient/${joao.id}/$everything`)).status).toBe(200);

    expect((await maria.client.get<AccessLogEntry[]>(LOG)).body).toEqual([]);
    const joaos = await joao.client.get<AccessLogEntry[]>(LOG);
    expect(joaos.body.map((e) => [e.what, e.actor_role, e.actor_name, e.actor_unit])).toEqual([
      ['Prontuário completo (FHIR)', 'Secretaria de Saúde', 'Gestora Municipal', null],
      [
        'Cadastro, alergias e contatos',
        'Unidade de saúde',
        'Administrador',
        expect.stringMatching(/^Hospital /),
      ],
      ['Alergias e tipo sanguíneo', 'Médico', 'Funcionário doctor', 'UBS Centro'],
    ]);
  });

  it("lists a unit's and the department's reads of the patient's vaccinations", async () => {
    const maria = await patientClient('Maria Aparecida');
    const joao = await patientClient('João Pereira');
    const hospital = await signedIn(ctx, 'hospital');
    const unit = await ctx.db.selectFrom('health_units').select(['id', 'name']).executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('vaccinations')
      .values({
        patient_id: maria.id,
        vaccine_name: 'Influenza',
        vaccine_date: '2026-04-10',
        dose_number: 1,
        health_unit_id: unit.id,
        created_at: nowIso(),
      })
      .execute();
    expect((await hospital.get('/api/hospital/vaccinations')).status).toBe(200);
    const dept = await signedIn(ctx, 'health_department');
    expect((await dept.get('/api/admin/all-vaccinations')).status).toBe(200);

    const seen = await maria.client.get<AccessLogEntry[]>(LOG);
    expect(seen.body.map((e) => [e.what, e.actor_role, e.actor_unit, e.action])).toEqual([
      ['Vacinas', 'Secretaria de Saúde', null, 'admin.medical_data.read'],
      ['Vacinas', 'Unidade de saúde', unit.name, 'hospital.vaccinations.read'],
    ]);
    expect((await joao.client.get<AccessLogEntry[]>(LOG)).body).toEqual([]);
  });

  it("leaves out the patient's own reads", async () => {
    const maria = await patientClient('Maria Aparecida');
    const doctor = await doctorAt('UBS Centro');
    await record(maria.id, doctor.id, 'Gripe');
    for (const path of [
      '/api/medical-records',
      '/api/health/vaccinations',
      '/api/health/exams',
      '/api/fhir/Patient/me/$everything',
    ]) {
      expect((await maria.client.get(path)).status, path).toBe(200);
    }
    const res = await maria.client.get<AccessLogEntry[]>(LOG);
    expect(res.body).toEqual([]);
    expect(totalOf(res)).toEqual({ total: 0, exact: true });
    const links = await ctx.db.selectFrom('audit_event_patients').selectAll().execute();
    expect(links).toEqual([]);
  });

  it('pages newest first by key, with the Link to the next page and the total', async () => {
    const maria = await patientClient('Maria Aparecida');
    const doctor = await doctorAt('UBS Centro');
    for (let i = 0; i < 5; i++) {
      expect((await doctor.client.get(`/api/patients/${maria.id}/allergies`)).status).toBe(200);
    }
    const first = await maria.client.get<AccessLogEntry[]>(`${LOG}?limit=2`);
    expect(first.body).toHaveLength(2);
    expect(totalOf(first)).toEqual({ total: 5, exact: true });
    expect(new URL(`http://x${nextPageOf(first)}`).searchParams.get('limit')).toBe('2');

    const { items, pages } = await readAllPages<AccessLogEntry>(maria.client, `${LOG}?limit=2`);
    expect(pages.map((p) => p.body.length)).toEqual([2, 2, 1]);
    const events = await ctx.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'patients.allergies.read')
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(items.map((e) => e.id)).toEqual(events.map((e) => e.id));
    expect(new Set(items.map((e) => e.id)).size).toBe(5);
  });

  it('refuses a foreign cursor with a 400', async () => {
    const maria = await patientClient('Maria Aparecida');
    const cursor = Buffer.from('[0,"x"]').toString('base64url');
    const res = await maria.client.get<{ error: string }>(`${LOG}?cursor=${cursor}`);
    expect(res.status).toBe(400);
  });

  it('is for patients only', async () => {
    for (const role of [
      'doctor',
      'reception',
      'hospital',
      'health_department',
      'public_authority',
      'pharmacy',
    ] as const) {
      expect((await (await signedIn(ctx, role)).get(LOG)).status, role).toBe(403);
    }
    const anonymous = await ctx.app.request(LOG);
    expect(anonymous.status).toBe(401);
  });
});
