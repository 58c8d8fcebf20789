import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatientAllergyCard } from '@saude/shared/schemas/health';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, signedIn } from '../../test/fixtures';
import { nowIso } from '../../lib/time';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function allergicPatient(allergies: string | null, extra: { is_active?: number } = {}) {
  const patient = await createPatient(ctx.db, { full_name: 'Rita Alérgica', ...extra });
  await ctx.db
    .updateTable('patients')
    .set({ allergies, blood_type: 'O-' })
    .where('id', '=', patient.id)
    .execute();
  return patient.id;
}

async function appointmentOf(patientId: number, doctorId: number) {
  const at = nowIso();
  return (
    await ctx.db
      .insertInto('appointments')
      .values({
        patient_id: patientId,
        doctor_staff_id: doctorId,
        appointment_date: '2025-05-01',
        appointment_type: 'consultation',
        status: 'confirmed',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const WARNING =
  'Atenção: o paciente tem alergia registrada a Penicilina. Confirme que deseja prescrever mesmo assim.';

describe('allergies where prescriptions are written', () => {
  it("shows a doctor the patient's allergies and blood type, audited; other roles 403; inactive 404", async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const id = await allergicPatient('Penicilina; Dipirona');
    const res = await doctor.get<PatientAllergyCard>(`/api/patients/${id}/allergies`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      full_name: 'Rita Alérgica',
      blood_type: 'O-',
      allergies: 'Penicilina; Dipirona',
    });
    const audit = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'target_id'])
      .where('action', '=', 'patients.allergies.read')
      .execute();
    expect(audit).toEqual([{ action: 'patients.allergies.read', target_id: String(id) }]);

    for (const role of ['patient', 'reception', 'hospital'] as const) {
      expect((await (await signedIn(ctx, role)).get(`/api/patients/${id}/allergies`)).status).toBe(403);
    }
    const inactive = await allergicPatient('Sulfa', { is_active: 0 });
    expect((await doctor.get(`/api/patients/${inactive}/allergies`)).status).toBe(404);
    expect((await doctor.get('/api/patients/999999/allergies')).status).toBe(404);
    expect((await doctor.get('/api/patients/abc/allergies')).status).toBe(404);
  });

  it('answers 409 with the warning until the doctor confirms, then issues and keeps the confirmation', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const id = await allergicPatient('Penicilina');
    const body = { patient_id: id, prescription_text: 'Amoxicilina 500 mg — 1 cápsula de 8/8 h por 7 dias' };
    const refused = await doctor.post<{ error: string }>('/api/prescriptions/standalone', body);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(WARNING);
    expect(await ctx.db.selectFrom('prescriptions').select('id').execute()).toEqual([]);

    const issued = await doctor.post<Prescription>('/api/prescriptions/standalone', {
      ...body,
      allergy_confirmed: true,
    });
    expect(issued.status).toBe(201);
    const audit = await ctx.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'prescription.issued')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.details))).toEqual({
      patient_id: id,
      allergies_confirmed: ['Penicilina'],
    });
  });

  it('checks the appointment route the same way, and lets a prescription free of allergies through', async () => {
    const doctor = await signedIn(ctx, 'doctor');
    const me = (await doctor.get<{ user: { id: number } }>('/api/auth/staff/me')).body.user.id;
    const id = await allergicPatient('Dipirona; frutos do mar');
    const appointment = await appointmentOf(id, me);
    const refused = await doctor.post('/api/prescriptions', {
      appointment_id: appointment,
      prescription_text: 'Metamizol 1 g se dor',
    });
    expect(refused.status).toBe(409);
    const free = await doctor.post<Prescription>('/api/prescriptions', {
      appointment_id: appointment,
      prescription_text: 'Paracetamol 750 mg se dor',
    });
    expect(free.status).toBe(201);
    const none = await allergicPatient(null);
    const plain = await doctor.post('/api/prescriptions/standalone', {
      patient_id: none,
      prescription_text: 'Dipirona 500 mg',
    });
    expect(plain.status).toBe(201);
  });
});
