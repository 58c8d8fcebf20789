import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exam, Vaccination } from '@saude/shared/schemas/health';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { createPatient, signedIn } from '../../test/fixtures';
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

describe('recording care', () => {
  it('a doctor records a vaccination and an exam; the exam starts pending', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const p = await createPatient(ctx.db, { full_name: 'João Souza' });
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
    const hospital = await signedIn(ctx, 'hospital');
    const p = await createPatient(ctx.db);
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

  it('rejects bad input with a Portuguese message and writes nothing; unknown patient is 404', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const p = await createPatient(ctx.db);
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
