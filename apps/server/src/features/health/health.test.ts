import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exam, Vaccination } from '@saude/shared/schemas/health';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import {
  createHospital,
  createPatient,
  createStaff,
  createUnit,
  PASSWORD,
  signedIn,
} from '../../test/fixtures';
import { TestClient as Client } from '../../test/harness';
import { nextPageOf } from '../../test/list-pages';
import { nowIso } from '../../lib/time';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const meId = async (c: TestClient, path: string, key: 'patient' | 'user') =>
  ((await c.get<Record<string, { id: number }>>(path)).body[key] as { id: number }).id;

async function vaccinate(patientId: number, name: string, date = '2025-03-10') {
  await ctx.db
    .insertInto('vaccinations')
    .values({
      patient_id: patientId,
      vaccine_name: name,
      vaccine_date: date,
      dose_number: 1,
      administered_by: 'Enf. Ana',
      batch_number: 'L123',
      next_dose_date: null,
      notes: null,
      health_unit_id: null,
      created_at: nowIso(),
    })
    .execute();
}

async function exam(patientId: number, type: string, extra: { doctor?: number; date?: string } = {}) {
  await ctx.db
    .insertInto('exams')
    .values({
      patient_id: patientId,
      exam_type: type,
      exam_date: extra.date ?? '2025-04-01',
      result: 'ok',
      reference_values: null,
      observations: null,
      is_normal: 0,
      file_id: null,
      doctor_staff_id: extra.doctor ?? null,
      doctor_name: null,
      health_unit_id: null,
      approval_status: 'approved',
      created_at: nowIso(),
    })
    .execute();
}

async function appointment(patientId: number, doctorId: number) {
  const at = nowIso();
  await ctx.db
    .insertInto('appointments')
    .values({
      patient_id: patientId,
      doctor_staff_id: doctorId,
      appointment_date: '2025-05-01',
      appointment_type: 'consultation',
      status: 'scheduled',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

describe('health card lists', () => {
  it('a patient sees only their own vaccinations and exams, newest first', async () => {
    const me = await signedIn(ctx, 'patient');
    const myId = await meId(me, '/api/auth/patient/me', 'patient');
    const other = await createPatient(ctx.db, { full_name: 'Outra Pessoa' });
    await vaccinate(myId, 'BCG', '2024-01-01');
    await vaccinate(myId, 'Hepatite B', '2025-01-01');
    await vaccinate(other.id, 'Febre Amarela');
    await exam(myId, 'Hemograma');
    await exam(other.id, 'Glicemia');

    const v = await me.get<Vaccination[]>('/api/health/vaccinations');
    expect(v.status).toBe(200);
    expect(v.body.map((x) => x.vaccine_name)).toEqual(['Hepatite B', 'BCG']);
    expect(v.body[0]).toMatchObject({ dose_number: 1, batch_number: 'L123', patient_name: 'Maria da Silva' });

    const e = await me.get<Exam[]>('/api/health/exams');
    expect(e.body.map((x) => x.exam_type)).toEqual(['Hemograma']);
    expect(e.body[0]).toMatchObject({ is_normal: false, file_url: null, approval_status: 'approved' });
  });

  it('a doctor sees only patients with an appointment with them; the department sees all, paged', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const doctorId = await meId(doctor, '/api/auth/staff/me', 'user');
    const mine = await createPatient(ctx.db, { full_name: 'Paciente Meu' });
    const stranger = await createPatient(ctx.db, { full_name: 'Paciente Alheio' });
    await appointment(mine.id, doctorId);
    await vaccinate(mine.id, 'Tríplice viral');
    await vaccinate(stranger.id, 'Influenza');
    await exam(mine.id, 'Colesterol');
    await exam(stranger.id, 'Ureia');
    await exam(stranger.id, 'TSH', { doctor: doctorId }); // ordered by this doctor

    const v = await doctor.get<Vaccination[]>('/api/health/vaccinations');
    expect(v.body.map((x) => x.patient_name)).toEqual(['Paciente Meu']);
    const e = await doctor.get<Exam[]>('/api/health/exams');
    expect(e.body.map((x) => x.exam_type).sort()).toEqual(['Colesterol', 'TSH']);

    const dept = await signedIn(ctx, 'health_department');
    const page1 = await dept.get<Vaccination[]>('/api/health/vaccinations?limit=1');
    expect(page1.body).toHaveLength(1);
    expect(page1.headers.get('x-total-count')).toBe('2');
    const page2 = await dept.get<Vaccination[]>(nextPageOf(page1)!);
    expect(page2.body).toHaveLength(1);
    expect(page2.body[0]!.id).not.toBe(page1.body[0]!.id);
    expect(nextPageOf(page2)).toBeNull();
    expect((await dept.get<Exam[]>('/api/health/exams')).body).toHaveLength(3);
    expect((await dept.get('/api/health/exams?limit=0')).status).toBe(400);

    const audit = await ctx.db.selectFrom('audit_events').select('action').execute();
    expect(audit.map((a) => a.action)).toContain('vaccinations.read');
  });
});

async function doctorOf(unitId: number | null = null) {
  const staff = await createStaff(ctx.db, 'doctor', { health_unit_id: unitId });
  const client = new Client(ctx.app, '10.2.0.1');
  expect((await client.post('/api/auth/staff/login', { cpf: staff.cpf, password: PASSWORD })).status).toBe(
    200,
  );
  return { client, id: staff.id };
}

async function hospitalOf(unitId?: number) {
  const account = await createHospital(ctx.db, unitId);
  const client = new Client(ctx.app, '10.2.0.2');
  expect(
    (await client.post('/api/hospital/login', { username: account.username, password: PASSWORD })).status,
  ).toBe(200);
  return { client, unitId: account.unitId };
}

async function requestAt(patientId: number, unitId: number) {
  const at = nowIso();
  await ctx.db
    .insertInto('appointment_requests')
    .values({
      patient_id: patientId,
      health_unit_id: unitId,
      appointment_type: 'consultation',
      specialty: 'Clínico Geral',
      requested_date: '2025-01-10',
      status: 'pending',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

const BCG = { vaccine_name: 'BCG', vaccine_date: '2025-01-01' };
const written = async () => ({
  vaccinations: (await ctx.db.selectFrom('vaccinations').select('id').execute()).length,
  exams: (await ctx.db.selectFrom('exams').select('id').execute()).length,
});

describe('recording care', () => {
  it('a doctor records a vaccination and an exam for a patient with an appointment with them; the exam starts pending', async () => {
    const { client: doctor, id: doctorId } = await doctorOf();
    const p = await createPatient(ctx.db, { full_name: 'João Souza' });
    await appointment(p.id, doctorId);
    const v = await doctor.post<Vaccination>('/api/health/vaccinations', {
      patient_id: p.id,
      vaccine_name: 'Hepatite B',
      vaccine_date: '2025-06-01',
      dose_number: 2,
      batch_number: 'HB-77',
      next_dose_date: '2025-12-01',
    });
    expect(v.status).toBe(201);
    expect(v.body).toMatchObject({
      vaccine_name: 'Hepatite B',
      dose_number: 2,
      administered_by: 'Funcionário doctor',
      patient_name: 'João Souza',
    });

    const e = await doctor.post<Exam>('/api/health/exams', {
      patient_id: p.id,
      exam_type: 'Hemograma completo',
      exam_date: '2025-06-02',
      result: 'Hb 13,5 g/dL',
      is_normal: true,
    });
    expect(e.status).toBe(201);
    expect(e.body).toMatchObject({
      approval_status: 'pending',
      is_normal: true,
      doctor_name: 'Funcionário doctor',
    });
  });

  it('a hospital records an exam for its own unit', async () => {
    const { client: hospital, unitId } = await hospitalOf();
    const p = await createPatient(ctx.db);
    await requestAt(p.id, unitId);
    const e = await hospital.post<Exam>('/api/health/exams', {
      patient_id: p.id,
      exam_type: 'Raio-X de tórax',
      exam_date: '2025-06-02',
    });
    expect(e.status).toBe(201);
    const row = await ctx.db.selectFrom('exams').selectAll().executeTakeFirstOrThrow();
    expect(row.health_unit_id).not.toBeNull();
    expect(row.is_normal).toBeNull();
  });

  it('a doctor records nothing for a patient outside their care, whatever they attest', async () => {
    const unit = await createUnit(ctx.db, 'UBS Norte');
    const { client: doctor } = await doctorOf(unit.id);
    const stranger = await createPatient(ctx.db);
    for (const [path, body] of [
      ['/api/health/vaccinations', { patient_id: stranger.id, ...BCG }],
      [
        '/api/health/exams',
        { patient_id: stranger.id, exam_type: 'Teste rápido de HIV', exam_date: '2025-01-01' },
      ],
      ['/api/health/vaccinations', { patient_id: stranger.id, ...BCG, walk_in: true }],
    ] as const) {
      const res = await doctor.post<{ error: string }>(path, body);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/Só é possível registrar vacinas e exames de pacientes atendidos/);
    }
    expect(await written()).toEqual({ vaccinations: 0, exams: 0 });
    // A patient who asked the doctor's unit for an appointment is in its care.
    await requestAt(stranger.id, unit.id);
    expect((await doctor.post('/api/health/vaccinations', { patient_id: stranger.id, ...BCG })).status).toBe(
      201,
    );
  });

  it("a unit attests a walk-in before recording for a patient it has no record of; another unit's history does not count", async () => {
    const { client: hospital, unitId } = await hospitalOf();
    const other = await createUnit(ctx.db, 'UBS Sul');
    const p = await createPatient(ctx.db);
    await requestAt(p.id, other.id);
    const unconfirmed = await hospital.post<{ error: string }>('/api/health/vaccinations', {
      patient_id: p.id,
      ...BCG,
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error).toMatch(/confirme que está presente na unidade/);
    expect(await written()).toEqual({ vaccinations: 0, exams: 0 });

    const walkIn = await hospital.post<Vaccination>('/api/health/vaccinations', {
      patient_id: p.id,
      ...BCG,
      walk_in: true,
    });
    expect(walkIn.status).toBe(201);
    const audit = await ctx.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'vaccination.created')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.details))).toMatchObject({ patient_id: p.id, walk_in: true });
    // Now the unit has a record of the patient: the next one needs no attestation.
    const exam = await hospital.post('/api/health/exams', {
      patient_id: p.id,
      exam_type: 'Glicemia',
      exam_date: '2025-01-02',
    });
    expect(exam.status).toBe(201);
    const row = await ctx.db.selectFrom('vaccinations').select('health_unit_id').executeTakeFirstOrThrow();
    expect(row.health_unit_id).toBe(unitId);
  });

  it('rejects bad input with a Portuguese message and writes nothing; unknown patient is 404', async () => {
    const { client: doctor, id: doctorId } = await doctorOf();
    const p = await createPatient(ctx.db);
    await appointment(p.id, doctorId);
    const cases: [unknown, string][] = [
      [{ patient_id: p.id, vaccine_date: '2025-01-01' }, 'Nome da vacina é obrigatório'],
      [
        { patient_id: p.id, vaccine_name: 'BCG', vaccine_date: '2025-02-30' },
        'Data da vacinação é obrigatória (AAAA-MM-DD)',
      ],
      [{ vaccine_name: 'BCG', vaccine_date: '2025-01-01' }, 'Selecione um paciente'],
      [
        { patient_id: p.id, vaccine_name: 'BCG', vaccine_date: '2025-01-01', next_dose_date: '2024-01-01' },
        'A próxima dose deve ser depois da data da vacinação',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await doctor.post<{ error: string }>('/api/health/vaccinations', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const badExam = await doctor.post<{ error: string }>('/api/health/exams', { patient_id: p.id });
    expect(badExam.body.error).toBe('Tipo de exame é obrigatório');
    const missing = await doctor.post<{ error: string }>('/api/health/vaccinations', {
      patient_id: 999_999,
      vaccine_name: 'BCG',
      vaccine_date: '2025-01-01',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Paciente não encontrado');
    expect(await ctx.db.selectFrom('vaccinations').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('exams').select('id').execute()).toEqual([]);
  });
});

describe('PATCH /api/health/profile', () => {
  it('updates only the fields sent and answers the patient profile', async () => {
    const me = await signedIn(ctx, 'patient');
    const first = await me.patch<{ patient: Record<string, unknown> }>('/api/health/profile', {
      blood_type: 'O+',
      allergies: 'Dipirona',
      emergency_contact_name: 'Carlos',
      emergency_contact_phone: '(11) 98765-4321',
    });
    expect(first.status).toBe(200);
    expect(first.body.patient).toMatchObject({
      blood_type: 'O+',
      allergies: 'Dipirona',
      emergency_contact_phone: '11987654321',
    });
    expect(JSON.stringify(first.body)).not.toContain('password');

    const second = await me.patch<{ patient: Record<string, unknown> }>('/api/health/profile', {
      allergies: '',
    });
    expect(second.body.patient).toMatchObject({
      blood_type: 'O+',
      allergies: null,
      emergency_contact_name: 'Carlos',
    });
  });

  it('rejects an unknown blood type or phone and keeps the row', async () => {
    const me = await signedIn(ctx, 'patient');
    const bad = await me.patch<{ error: string }>('/api/health/profile', {
      blood_type: 'C+',
      allergies: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Tipo sanguíneo inválido');
    const phone = await me.patch<{ error: string }>('/api/health/profile', {
      emergency_contact_phone: '123',
    });
    expect(phone.body.error).toBe('Telefone inválido');
    const row = await ctx.db
      .selectFrom('patients')
      .select(['allergies', 'blood_type'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ allergies: null, blood_type: null });
  });
});
