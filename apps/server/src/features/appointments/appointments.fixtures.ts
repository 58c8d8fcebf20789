/** Test helpers for the scheduling loop: signed-in accounts attached to units, and rows made directly. */
import { TestClient, type TestContext } from '../../test/harness';
import { PASSWORD, createHospital, createPatient, createStaff } from '../../test/fixtures';
import { nowIso, todayDate } from '../../lib/time';

let ipSeq = 0;
const nextIp = () => `10.40.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

export async function patientClient(ctx: TestContext, full_name = 'Maria da Silva') {
  const p = await createPatient(ctx.db, { full_name });
  const client = new TestClient(ctx.app, nextIp());
  const res = await client.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
  if (res.status !== 200) throw new Error(`patient login failed: ${res.status}`);
  return { client, id: p.id };
}

export async function staffClient(
  ctx: TestContext,
  userType: 'doctor' | 'reception',
  unitId: number | null,
  specialty = 'Cardiologista',
) {
  const s = await createStaff(ctx.db, userType, { health_unit_id: unitId });
  if (userType === 'doctor') {
    await ctx.db.updateTable('staff').set({ specialty }).where('id', '=', s.id).execute();
  }
  const client = new TestClient(ctx.app, nextIp());
  const res = await client.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status}`);
  return { client, id: s.id };
}

export async function hospitalClient(ctx: TestContext, unitId?: number) {
  const h = await createHospital(ctx.db, unitId);
  const client = new TestClient(ctx.app, nextIp());
  const res = await client.post('/api/hospital/login', { username: h.username, password: PASSWORD });
  if (res.status !== 200) throw new Error(`hospital login failed: ${res.status}`);
  return { client, unitId: h.unitId };
}

export async function insertAppointment(
  ctx: TestContext,
  row: {
    patient_id: number;
    health_unit_id?: number | null;
    doctor_staff_id?: number | null;
    hospital_doctor_id?: number | null;
    appointment_date?: string;
    appointment_time?: string | null;
    status?: string;
  },
) {
  const at = nowIso();
  const inserted = await ctx.db
    .insertInto('appointments')
    .values({
      appointment_date: todayDate(),
      appointment_time: '10:00',
      appointment_type: 'consultation',
      specialty: 'Cardiologista',
      status: 'scheduled',
      notes: null,
      created_at: at,
      updated_at: at,
      ...row,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertRequest(
  ctx: TestContext,
  row: { patient_id: number; health_unit_id: number | null; specialty?: string; status?: string },
) {
  const at = nowIso();
  const inserted = await ctx.db
    .insertInto('appointment_requests')
    .values({
      specialty: 'Cardiologista',
      appointment_type: 'consultation',
      notes: 'Dor no peito ao subir escadas',
      requested_date: todayDate(),
      status: 'pending',
      created_at: at,
      updated_at: at,
      ...row,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertHospitalDoctor(
  ctx: TestContext,
  unitId: number,
  extra: { specialty?: string; is_active?: number; doctor_name?: string } = {},
) {
  const at = nowIso();
  const inserted = await ctx.db
    .insertInto('hospital_doctors')
    .values({
      health_unit_id: unitId,
      doctor_name: extra.doctor_name ?? 'Dr. Autônomo',
      specialty: extra.specialty ?? 'Cardiologista',
      crm: '9990',
      crm_uf: 'SP',
      is_active: extra.is_active ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
