/** A partner pharmacy dispenses from the validation page and keeps its own record (decision 023). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import type { PharmacyDispensing } from '@saude/shared/schemas/pharmacies';
import type { AccessLogEntry } from '@saude/shared/schemas/access-log';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { readAllPages, totalOf } from '../../test/list-pages';
import { PASSWORD, createHospital, createPatient, createPharmacy, signedIn } from '../../test/fixtures';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

let ipSeq = 0;
async function pharmacyClient(name?: string) {
  const ph = await createPharmacy(ctx.db, { name });
  const client = new TestClient(ctx.app, `10.77.0.${++ipSeq}`);
  const res = await client.post('/api/pharmacy/login', { username: ph.username, password: PASSWORD });
  expect(res.status).toBe(200);
  return { client, id: ph.id };
}

async function issued(patientName = 'Maria da Conceição Souza') {
  const doctor = await signedIn(ctx, 'doctor');
  const patient = await createPatient(ctx.db, { full_name: patientName });
  const res = await doctor.post<Prescription>('/api/prescriptions/standalone', {
    patient_id: patient.id,
    prescription_text: 'Amoxicilina 500 mg — 1 cápsula de 8 em 8 horas por 7 dias',
  });
  expect(res.status).toBe(201);
  return { rx: res.body, patient };
}

describe('dispensing by a partner pharmacy', () => {
  it('records who and where; the patient sees it; a second tap at another pharmacy is refused', async () => {
    const { rx, patient } = await issued();
    const { client: pharmacy, id } = await pharmacyClient('Drogaria Central');
    const ok = await pharmacy.post<{ status: string }>(`/api/prescriptions/${rx.public_id}/dispense`);
    expect([ok.status, ok.body.status]).toEqual([200, 'dispensed']);

    const row = await ctx.db
      .selectFrom('prescriptions')
      .selectAll()
      .where('public_id', '=', rx.public_id)
      .executeTakeFirstOrThrow();
    expect(row.dispensed_pharmacy_id).toBe(id);
    expect(row.dispensed_unit_id).toBeNull();
    expect(row.dispensed_by).toMatch(
      /^Drogaria Central, CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2} \(farmacêutico responsável: Renata Farias, CRF-SP \d+\)$/,
    );

    // The patient's own list says where it was dispensed.
    const owner = new TestClient(ctx.app, '10.77.1.1');
    await owner.post('/api/auth/patient/login', { cpf: patient.cpf, password: PASSWORD });
    const mine = await owner.get<Prescription[]>('/api/prescriptions');
    expect(mine.body[0]).toMatchObject({ status: 'dispensed', dispensed_by: row.dispensed_by });

    const other = await pharmacyClient('Farmácia do Bairro');
    const again = await other.client.post<{ error: string }>(`/api/prescriptions/${rx.public_id}/dispense`);
    expect([again.status, again.body.error]).toEqual([409, 'Receita já dispensada']);

    const trail = await ctx.db
      .selectFrom('audit_events')
      .select(['actor_kind', 'actor_id'])
      .where('action', '=', 'prescription.dispensed')
      .execute();
    expect(trail).toEqual([{ actor_kind: 'pharmacy', actor_id: id }]);
  });

  it("lists only the pharmacy's own dispensings, newest first, with the patient's initials only", async () => {
    const { client: pharmacy } = await pharmacyClient();
    const { client: other } = await pharmacyClient();
    const first = await issued('João Antônio da Silva');
    const second = await issued('Ana Souza');
    const third = await issued('Pedro Lima');
    await pharmacy.post(`/api/prescriptions/${first.rx.public_id}/dispense`);
    await pharmacy.post(`/api/prescriptions/${second.rx.public_id}/dispense`);
    await other.post(`/api/prescriptions/${third.rx.public_id}/dispense`);

    const { items, pages } = await readAllPages<PharmacyDispensing>(
      pharmacy,
      '/api/prescriptions/dispensed?limit=1',
    );
    expect(pages).toHaveLength(2);
    expect(totalOf(pages[0]!).total).toBe(2);
    expect(items.map((d) => [d.public_id, d.patient_initials])).toEqual([
      [second.rx.public_id, 'A. S.'],
      [first.rx.public_id, 'J. A. S.'],
    ]);
    expect(JSON.stringify(items)).not.toMatch(/João|Ana Souza|Pedro/);
  });

  it('a unit panel still dispenses, recorded by unit; a deactivated pharmacy cannot', async () => {
    const { rx } = await issued();
    const hospital = await createHospital(ctx.db);
    const panel = new TestClient(ctx.app, '10.77.2.1');
    await panel.post('/api/hospital/login', { username: hospital.username, password: PASSWORD });
    expect((await panel.post(`/api/prescriptions/${rx.public_id}/dispense`)).status).toBe(200);
    const row = await ctx.db
      .selectFrom('prescriptions')
      .select(['dispensed_unit_id', 'dispensed_pharmacy_id'])
      .where('public_id', '=', rx.public_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ dispensed_unit_id: hospital.unitId, dispensed_pharmacy_id: null });

    const next = await issued('Carla Dias');
    const { client, id } = await pharmacyClient();
    await ctx.db.updateTable('pharmacies').set({ is_active: 0 }).where('id', '=', id).execute();
    expect((await client.post(`/api/prescriptions/${next.rx.public_id}/dispense`)).status).toBe(401);
    const validation = await client.get<{ status: string }>(
      `/api/prescriptions/validate/${next.rx.public_id}`,
    );
    expect(validation.body.status).toBe('valid');
  });

  it("keeps the doctor's and the pharmacy's list reads, and shows each patient only theirs", async () => {
    const { rx, patient } = await issued('Maria da Conceição Souza');
    const elsewhere = await issued('Ana Souza');
    const { client: pharmacy } = await pharmacyClient('Drogaria Central');
    await pharmacy.post(`/api/prescriptions/${rx.public_id}/dispense`);
    expect((await pharmacy.get('/api/prescriptions/dispensed')).status).toBe(200);
    const doctor = new TestClient(ctx.app, '10.77.2.1');
    const doctorRow = await ctx.db
      .selectFrom('prescriptions as rx')
      .innerJoin('staff as s', 's.id', 'rx.doctor_staff_id')
      .select(['s.cpf', 's.full_name'])
      .where('rx.public_id', '=', rx.public_id)
      .executeTakeFirstOrThrow();
    await doctor.post('/api/auth/staff/login', { cpf: doctorRow.cpf, password: PASSWORD });
    expect((await doctor.get('/api/prescriptions')).status).toBe(200);

    const owner = new TestClient(ctx.app, '10.77.2.2');
    await owner.post('/api/auth/patient/login', { cpf: patient.cpf, password: PASSWORD });
    // The patient's own reads leave no trace.
    expect((await owner.get('/api/prescriptions')).status).toBe(200);
    const log = await owner.get<AccessLogEntry[]>('/api/me/access-log');
    expect(log.body.map((e) => [e.action, e.what, e.actor_role])).toEqual([
      ['prescriptions.read', 'Receitas', 'Médico'],
      ['prescriptions.dispensed.read', 'Receitas dispensadas (registro da farmácia)', 'Farmácia'],
      ['prescription.dispensed', 'Receita (dispensada na farmácia)', 'Farmácia'],
    ]);
    expect(log.body[0]!.actor_name).toBe(doctorRow.full_name);

    // The other patient's prescription was on no page those two read.
    const other = new TestClient(ctx.app, '10.77.2.3');
    await other.post('/api/auth/patient/login', { cpf: elsewhere.patient.cpf, password: PASSWORD });
    expect((await other.get<AccessLogEntry[]>('/api/me/access-log')).body).toEqual([]);
  });
});
