import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Prescription, PrescriptionQrPayload } from '@saude/shared/schemas/prescriptions';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { createPatient, createStaff, signedIn } from '../../test/fixtures';
import { nowIso } from '../../lib/time';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const staffId = async (c: TestClient) =>
  (await c.get<{ user: { id: number } }>('/api/auth/staff/me')).body.user.id;
const patientId = async (c: TestClient) =>
  (await c.get<{ patient: { id: number } }>('/api/auth/patient/me')).body.patient.id;

async function appointment(patient: number, doctor: number, status = 'scheduled') {
  const at = nowIso();
  return (
    await ctx.db
      .insertInto('appointments')
      .values({
        patient_id: patient,
        doctor_staff_id: doctor,
        appointment_date: '2025-05-01',
        appointment_type: 'consultation',
        status,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

describe('issuing prescriptions', () => {
  it('issues from the doctor own appointment with a signed QR of the spec shape', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const patient = await createPatient(ctx.db, { full_name: 'Lúcia Pereira' });
    const appt = await appointment(patient.id, await staffId(doctor));
    const res = await doctor.post<Prescription>('/api/prescriptions', {
      appointment_id: appt,
      prescription_text: 'Amoxicilina 500 mg cápsula — 1 cápsula de 8/8 h por 7 dias',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      patient_id: patient.id,
      patient_name: 'Lúcia Pereira',
      doctor_name: 'Funcionário doctor',
      appointment_id: appt,
      is_valid: true,
      dispensed_at: null,
    });
    expect(res.body.public_id).toMatch(/^[\w-]{22}$/);
    const qr = JSON.parse(res.body.qr_code!) as PrescriptionQrPayload;
    expect(qr).toMatchObject({
      prescription_id: res.body.id,
      public_id: res.body.public_id,
      patient: 'Lúcia Pereira',
      date: res.body.prescription_date,
      doctor: { name: 'Funcionário doctor', crm: '123456/SP', specialty: 'Cardiologista' },
      validation_url: `http://localhost:3000/validar-receita?id=${res.body.public_id}`,
    });
    expect(qr.signature).toMatch(/^[\w-]{86}$/);
    const audit = await ctx.db.selectFrom('audit_events').select('action').execute();
    expect(audit.map((a) => a.action)).toContain('prescription.issued');
  });

  it('issues standalone to a searched patient', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const patient = await createPatient(ctx.db);
    const res = await doctor.post<Prescription>('/api/prescriptions/standalone', {
      patient_id: patient.id,
      prescription_text: 'Dipirona 500 mg\n\nInstruções adicionais:\nTomar após as refeições',
    });
    expect(res.status).toBe(201);
    expect(res.body.appointment_id).toBeNull();
    expect(res.body.prescription_text).toContain('Instruções adicionais:');
  });

  it("another doctor's appointment is 404 and nothing is written", async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const other = await createStaff(ctx.db, 'doctor');
    const patient = await createPatient(ctx.db);
    const theirs = await appointment(patient.id, other.id);
    const res = await doctor.post<{ error: string }>('/api/prescriptions', {
      appointment_id: theirs,
      prescription_text: 'Paracetamol',
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Consulta não encontrada');
    const cancelled = await appointment(patient.id, await staffId(doctor), 'cancelled');
    const closed = await doctor.post('/api/prescriptions', {
      appointment_id: cancelled,
      prescription_text: 'X',
    });
    expect(closed.status).toBe(409);
    expect(await ctx.db.selectFrom('prescriptions').select('id').execute()).toEqual([]);
  });

  it('rejects bad input with a Portuguese message and writes nothing', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const patient = await createPatient(ctx.db);
    const cases: [string, unknown, string][] = [
      [
        '/api/prescriptions/standalone',
        { patient_id: patient.id, prescription_text: '   ' },
        'Digite o texto da receita',
      ],
      ['/api/prescriptions/standalone', { patient_id: patient.id }, 'Digite o texto da receita'],
      ['/api/prescriptions/standalone', { prescription_text: 'Dipirona' }, 'Selecione um paciente'],
      ['/api/prescriptions', { prescription_text: 'Dipirona' }, 'Selecione a consulta'],
      [
        '/api/prescriptions/standalone',
        { patient_id: patient.id, prescription_text: 'x'.repeat(5001) },
        'A receita pode ter no máximo 5000 caracteres',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await doctor.post<{ error: string }>(path, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    const unknown = await doctor.post('/api/prescriptions/standalone', {
      patient_id: 987654,
      prescription_text: 'X',
    });
    expect(unknown.status).toBe(404);
    expect(await ctx.db.selectFrom('prescriptions').select('id').execute()).toEqual([]);
  });
});

describe('GET /api/prescriptions', () => {
  it('patients see only their own, doctors only what they issued, newest first', async () => {
    const doctorA = await signedIn(ctx, 'doctor');
    const doctorB = await signedIn(ctx, 'doctor');
    const patient = await signedIn(ctx, 'patient');
    const me = await patientId(patient);
    const someoneElse = await createPatient(ctx.db, { full_name: 'Outra Pessoa' });

    await doctorA.post('/api/prescriptions/standalone', { patient_id: me, prescription_text: 'Primeira' });
    await doctorB.post('/api/prescriptions/standalone', { patient_id: me, prescription_text: 'Segunda' });
    await doctorB.post('/api/prescriptions/standalone', {
      patient_id: someoneElse.id,
      prescription_text: 'Alheia',
    });

    const own = await patient.get<Prescription[]>('/api/prescriptions');
    expect(own.status).toBe(200);
    expect(own.body.map((p) => p.prescription_text)).toEqual(['Segunda', 'Primeira']);
    expect(own.body.every((p) => p.patient_id === me)).toBe(true);

    const issuedByA = await doctorA.get<Prescription[]>('/api/prescriptions');
    expect(issuedByA.body.map((p) => p.prescription_text)).toEqual(['Primeira']);
    const issuedByB = await doctorB.get<Prescription[]>('/api/prescriptions?limit=1');
    expect(issuedByB.body.map((p) => p.prescription_text)).toEqual(['Alheia']);
    expect(issuedByB.headers.get('x-total-count')).toBe('2');
    expect(issuedByB.headers.get('link')).toMatch(/rel="next"$/);
  });
});
