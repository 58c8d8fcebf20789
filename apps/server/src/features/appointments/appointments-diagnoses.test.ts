import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MedicalRecord } from '@saude/shared/schemas/health';
import type { AdminMedicalRecordItem } from '@saude/shared/schemas/admin';
import { createTestContext, type TestContext } from '../../test/harness';
import { createUnit, signedIn } from '../../test/fixtures';
import { insertAppointment, patientClient, staffClient } from './appointments.fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function visit() {
  const unit = (await createUnit(ctx.db)).id;
  const patient = await patientClient(ctx, 'Joana Prado');
  const doctor = await staffClient(ctx, 'doctor', unit);
  const id = await insertAppointment(ctx, {
    patient_id: patient.id,
    health_unit_id: unit,
    doctor_staff_id: doctor.id,
  });
  return { unit, patient, doctor, id };
}

const diagnosesRows = () =>
  ctx.db.selectFrom('medical_record_diagnoses').selectAll().orderBy('position').execute();

describe('finishing a visit with CID-10 diagnoses', () => {
  it('keeps the codes in the order chosen, as typed or with the dot, beside the free text', async () => {
    const { patient, doctor, id } = await visit();
    const res = await doctor.client.patch(`/api/appointments/${id}/status`, {
      status: 'completed',
      diagnosis: 'Quadro gripal com pressão alta',
      cid10_codes: ['j06.9', 'I10', 'J069'],
    });
    expect(res.status).toBe(200);
    const record = await ctx.db.selectFrom('medical_records').selectAll().executeTakeFirstOrThrow();
    expect(record.diagnosis).toBe('Quadro gripal com pressão alta');
    expect(await diagnosesRows()).toEqual([
      { medical_record_id: record.id, position: 1, cid10_code: 'J069' },
      { medical_record_id: record.id, position: 2, cid10_code: 'I10' },
    ]);

    // The patient and the doctor read them with their descriptions.
    for (const client of [patient.client, doctor.client]) {
      const [read] = (await client.get<MedicalRecord[]>('/api/medical-records')).body;
      expect(read?.diagnoses).toEqual([
        { code: 'J069', description: 'Infecção aguda das vias aéreas superiores não especificada' },
        { code: 'I10', description: 'Hipertensão essencial (primária)' },
      ]);
    }
  });

  it('codes alone make a record', async () => {
    const { id, doctor } = await visit();
    const res = await doctor.client.patch(`/api/appointments/${id}/status`, {
      status: 'completed',
      cid10_codes: ['A90'],
    });
    expect(res.status).toBe(200);
    const [read] = (await doctor.client.get<MedicalRecord[]>('/api/medical-records')).body;
    expect(read).toMatchObject({
      diagnosis: null,
      diagnoses: [{ code: 'A90', description: 'Dengue [dengue clássico]' }],
    });
  });

  it('refuses an unknown or malformed code in Portuguese and writes nothing', async () => {
    const { id, doctor } = await visit();
    for (const [codes, message] of [
      [['J069', 'J065'], 'Código CID-10 não encontrado na tabela: J065'],
      [['J06-9'], 'Código CID-10 inválido'],
      [['12345'], 'Código CID-10 inválido'],
    ] as const) {
      const res = await doctor.client.patch<{ error: string }>(`/api/appointments/${id}/status`, {
        status: 'completed',
        diagnosis: 'Gripe',
        cid10_codes: codes,
      });
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
    const tooMany = await doctor.client.patch<{ error: string }>(`/api/appointments/${id}/status`, {
      status: 'completed',
      cid10_codes: Array.from({ length: 11 }, (_, i) => `A0${i % 10}`),
    });
    expect(tooMany.status).toBe(400);
    const status = await ctx.db
      .selectFrom('appointments')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('scheduled');
    expect(await ctx.db.selectFrom('medical_records').selectAll().execute()).toEqual([]);
    expect(await diagnosesRows()).toEqual([]);
  });

  it('another patient never sees the codes; the department does', async () => {
    const { id, doctor } = await visit();
    await doctor.client.patch(`/api/appointments/${id}/status`, {
      status: 'completed',
      cid10_codes: ['E119'],
    });
    const stranger = await patientClient(ctx, 'Outra Pessoa');
    expect((await stranger.client.get<MedicalRecord[]>('/api/medical-records')).body).toEqual([]);
    const dept = await signedIn(ctx, 'health_department');
    const [read] = (await dept.get<MedicalRecord[]>('/api/medical-records')).body;
    expect(read?.diagnoses.map((d) => d.code)).toEqual(['E119']);
    // The department's medical-data tab too.
    const [row] = (await dept.get<AdminMedicalRecordItem[]>('/api/admin/all-medical-records')).body;
    expect(row?.diagnoses).toEqual([
      { code: 'E119', description: 'Diabetes mellitus não-insulino-dependente - sem complicações' },
    ]);
  });

  it("the department's medical-data search finds a record by its code or the code's group", async () => {
    const { id, doctor } = await visit();
    await doctor.client.patch(`/api/appointments/${id}/status`, {
      status: 'completed',
      diagnosis: 'Quadro gripal',
      cid10_codes: ['J069'],
    });
    const dept = await signedIn(ctx, 'health_department');
    const found = async (q: string) =>
      (await dept.get<AdminMedicalRecordItem[]>(`/api/admin/all-medical-records?q=${encodeURIComponent(q)}`))
        .body.length;
    expect(await found('J06.9')).toBe(1);
    expect(await found('j06')).toBe(1);
    // With other words, every word must still match: the code and the patient's name.
    expect(await found('j069 joana')).toBe(1);
    expect(await found('j069 pedro')).toBe(0);
    // Another code, or a code's digits alone, find nothing.
    expect(await found('I10')).toBe(0);
    expect(await found('069')).toBe(0);
  });
});
