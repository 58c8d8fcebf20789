/** Vaccinations coded after the national calendar (PNI): RNDS immunobiological, dose, lot and manufacturer. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Vaccination } from '@saude/shared/schemas/health';
import type { AdminVaccinationItem } from '@saude/shared/schemas/admin';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { createHospital, createPatient, createStaff, PASSWORD, signedIn } from '../../test/fixtures';
import { nowIso } from '../../lib/time';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function doctorWithPatient() {
  const staff = await createStaff(ctx.db, 'doctor');
  const doctor = new TestClient(ctx.app, '10.3.0.1');
  expect((await doctor.post('/api/auth/staff/login', { cpf: staff.cpf, password: PASSWORD })).status).toBe(
    200,
  );
  const patient = await createPatient(ctx.db, { full_name: 'Rita Moraes' });
  const at = nowIso();
  await ctx.db
    .insertInto('appointments')
    .values({
      patient_id: patient.id,
      doctor_staff_id: staff.id,
      appointment_date: '2025-05-01',
      appointment_type: 'consultation',
      status: 'scheduled',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { doctor, patient };
}

/** Yellow fever (BRImunobiologico 14), single dose (BRDose 9). */
const YELLOW_FEVER = {
  vaccine_code: '14',
  vaccine_date: '2025-06-01',
  dose_code: '9',
  batch_number: ' FA2025-17 ',
  manufacturer: 'Bio-Manguinhos/Fiocruz',
};

const rows = () => ctx.db.selectFrom('vaccinations').selectAll().execute();

describe('vaccines from the national calendar', () => {
  it('stores a calendar vaccine by its code under the list name, with dose, lot and manufacturer; every list returns them', async () => {
    const { doctor, patient } = await doctorWithPatient();
    const res = await doctor.post<Vaccination>('/api/health/vaccinations', {
      patient_id: patient.id,
      ...YELLOW_FEVER,
      // A name sent beside a code is the list's, whatever was typed.
      vaccine_name: 'amarela??',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vaccine_code: '14',
      vaccine_name: 'Febre amarela',
      dose_code: '9',
      dose_number: null,
      batch_number: 'FA2025-17',
      manufacturer: 'Bio-Manguinhos/Fiocruz',
    });
    const [row] = await rows();
    expect(row).toMatchObject({ vaccine_code: '14', dose_code: '9', manufacturer: 'Bio-Manguinhos/Fiocruz' });

    // A numbered dose keeps the number older readers show.
    const second = await doctor.post<Vaccination>('/api/health/vaccinations', {
      patient_id: patient.id,
      vaccine_code: '9',
      vaccine_date: '2025-07-01',
      dose_code: '2',
      batch_number: 'HB-1',
      manufacturer: 'Instituto Butantan',
    });
    expect(second.body).toMatchObject({ vaccine_name: 'Hepatite B', dose_code: '2', dose_number: 2 });

    const dept = await signedIn(ctx, 'health_department');
    const all = await dept.get<AdminVaccinationItem[]>('/api/admin/all-vaccinations');
    expect(all.body.find((v) => v.vaccine_code === '14')).toMatchObject({
      vaccine_name: 'Febre amarela',
      dose_code: '9',
      manufacturer: 'Bio-Manguinhos/Fiocruz',
      batch_number: 'FA2025-17',
    });
    // The department finds a vaccination by its manufacturer.
    const byMaker = await dept.get<AdminVaccinationItem[]>('/api/admin/all-vaccinations?q=Manguinhos');
    expect(byMaker.body.map((v) => v.vaccine_code)).toEqual(['14']);
    const listed = await doctor.get<Vaccination[]>('/api/health/vaccinations');
    expect(listed.body.map((v) => [v.vaccine_code, v.dose_code, v.manufacturer])).toEqual([
      ['9', '2', 'Instituto Butantan'],
      ['14', '9', 'Bio-Manguinhos/Fiocruz'],
    ]);
  });

  it('a unit records a calendar vaccine and its vaccinations tab shows the codes', async () => {
    const account = await createHospital(ctx.db);
    const hospital = new TestClient(ctx.app, '10.3.0.2');
    expect(
      (await hospital.post('/api/hospital/login', { username: account.username, password: PASSWORD })).status,
    ).toBe(200);
    const patient = await createPatient(ctx.db);
    const res = await hospital.post<Vaccination>('/api/health/vaccinations', {
      patient_id: patient.id,
      vaccine_code: '67',
      vaccine_date: '2025-03-03',
      dose_code: '1',
      batch_number: 'HPV-9',
      manufacturer: 'MSD',
      walk_in: true,
    });
    expect(res.status).toBe(201);
    const tab = await hospital.get<Vaccination[]>('/api/hospital/vaccinations');
    expect(tab.body).toEqual([
      expect.objectContaining({
        vaccine_code: '67',
        vaccine_name: 'HPV quadrivalente',
        dose_code: '1',
        batch_number: 'HPV-9',
        manufacturer: 'MSD',
      }),
    ]);
  });

  it('takes a vaccine the calendar lacks as free text, lot and manufacturer optional', async () => {
    const { doctor, patient } = await doctorWithPatient();
    const res = await doctor.post<Vaccination>('/api/health/vaccinations', {
      patient_id: patient.id,
      vaccine_code: null,
      vaccine_name: 'Febre tifoide (viajante)',
      vaccine_date: '2025-06-01',
      dose_code: '9',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vaccine_code: null,
      vaccine_name: 'Febre tifoide (viajante)',
      dose_code: '9',
      batch_number: null,
      manufacturer: null,
    });
  });

  it('refuses an unknown code, an unknown dose, and a calendar vaccine without dose, lot or manufacturer; writes nothing', async () => {
    const { doctor, patient } = await doctorWithPatient();
    const base = { patient_id: patient.id, ...YELLOW_FEVER };
    const cases: [unknown, string][] = [
      [{ ...base, vaccine_code: '9999' }, 'Vacina fora do calendário nacional: escolha da lista'],
      // A code of the RNDS system that is not a vaccine of the calendar (an antivenom serum).
      [{ ...base, vaccine_code: '8' }, 'Vacina fora do calendário nacional: escolha da lista'],
      [{ ...base, dose_code: 'D1' }, 'Dose inválida: escolha da lista'],
      [{ ...base, dose_code: null }, 'Dose é obrigatória para vacinas do calendário'],
      [{ ...base, batch_number: '  ' }, 'Lote é obrigatório para vacinas do calendário'],
      [{ ...base, manufacturer: undefined }, 'Fabricante é obrigatório para vacinas do calendário'],
      [{ ...base, vaccine_code: null }, 'Nome da vacina é obrigatório'],
      [{ ...base, vaccine_code: 14 }, 'Vacina inválida'],
    ];
    for (const [body, message] of cases) {
      const res = await doctor.post<{ error: string }>('/api/health/vaccinations', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await rows()).toEqual([]);
  });

  it('only doctors and units record; another patient never sees the vaccination', async () => {
    const { doctor, patient } = await doctorWithPatient();
    for (const role of ['patient', 'reception', 'public_authority', 'pharmacy'] as const) {
      const client = await signedIn(ctx, role);
      const res = await client.post('/api/health/vaccinations', { patient_id: patient.id, ...YELLOW_FEVER });
      expect(res.status, role).toBe(403);
    }
    expect(await rows()).toEqual([]);

    expect(
      (await doctor.post('/api/health/vaccinations', { patient_id: patient.id, ...YELLOW_FEVER })).status,
    ).toBe(201);
    const other = await signedIn(ctx, 'patient');
    const seen = await other.get<Vaccination[]>('/api/health/vaccinations');
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([]);
    // The pharmacy and the authority have no health card to read.
    expect((await (await signedIn(ctx, 'pharmacy')).get('/api/health/vaccinations')).status).toBe(403);
  });
});
