/**
 * Demo mode: on the first start a fictional city (Santa Helena Paulista, SP) is written to the
 * database in one transaction, with accounts of every kind sharing one password. The app_settings
 * row `demo_seeded` marks it done, so later starts leave the data alone.
 */
import type { Kysely } from 'kysely';
import type { DemoAccounts } from '@saude/shared/schemas/auth';
import type { DB } from '../../db/types';
import type { Logger } from '../../lib/logger';
import { hashPassword } from '../../lib/passwords';
import { nowIso, todayDate } from '../../lib/time';
import { AUTHORITIES, CITY, DEPARTMENT, PHARMACIES, UNITS } from './demo-data';
import { FEATURED_STAFF, HOSPITAL_DOCTORS, STAFF } from './demo-staff';
import { PATIENTS } from './demo-patients';
import { APPOINTMENTS } from './demo-appointments';
import { REQUESTS, STANDALONE_PRESCRIPTIONS } from './demo-requests';
import { VACCINATIONS } from './demo-vaccinations';
import { EXAMS } from './demo-exams';
import { PROVISIONAL, REPORTS } from './demo-community';
import { MESSAGES } from './demo-messages';
import { insertPeople, type DemoQrCode } from './demo-insert-people';
import { insertAgenda } from './demo-insert-clinical';
import { insertHealthCards } from './demo-insert-health';
import { insertCommunity } from './demo-insert-community';

export const DEMO_PASSWORD = 'demo1234';

const SEEDED_KEY = 'demo_seeded';

/** The accounts shown on the access pages (the same constants the seed writes). */
export function demoAccounts(): DemoAccounts {
  return {
    password: DEMO_PASSWORD,
    patients: PATIENTS.slice(0, 3).map((p) => ({ cpf: p.cpf, name: p.name })),
    staff: FEATURED_STAFF.map((key) => {
      const s = STAFF.find((x) => x.key === key);
      if (!s) throw new Error(`demo staff ${key} missing`);
      return { cpf: s.cpf, name: s.name, user_type: s.type };
    }),
    healthDepartment: [{ username: DEPARTMENT.username, password: DEMO_PASSWORD }],
    hospitals: UNITS.flatMap((u) => (u.admin ? [{ username: u.admin.username, unit: u.name }] : [])),
    authorities: AUTHORITIES.map((a) => ({
      username: a.username,
      authority_type: a.type,
      authority_name: a.name,
    })),
    pharmacies: PHARMACIES.map((ph) => ({ username: ph.username, name: ph.name })),
  };
}

/** What the seed writes, by table. */
function demoCounts() {
  return {
    health_units: UNITS.length,
    staff: STAFF.length,
    hospital_administrators: UNITS.filter((u) => u.admin).length,
    hospital_doctors: HOSPITAL_DOCTORS.length,
    public_authorities: AUTHORITIES.length,
    pharmacies: PHARMACIES.length,
    patients: PATIENTS.length,
    appointments: APPOINTMENTS.length,
    appointment_requests: REQUESTS.length,
    medical_records: APPOINTMENTS.filter((a) => a.record).length,
    prescriptions: APPOINTMENTS.filter((a) => a.prescription).length + STANDALONE_PRESCRIPTIONS.length,
    vaccinations: VACCINATIONS.length,
    exams: EXAMS.length,
    environmental_reports: REPORTS.length,
    messages: MESSAGES.length,
    provisional_patients: PROVISIONAL.length,
  };
}

function credentials() {
  const accounts = demoAccounts();
  return {
    password: accounts.password,
    healthDepartment: accounts.healthDepartment.map((d) => d.username),
    patients: accounts.patients,
    staff: STAFF.map((s) => ({ cpf: s.cpf, name: s.name, user_type: s.type, specialty: s.specialty })),
    hospitals: accounts.hospitals,
    authorities: accounts.authorities.map((a) => a.username),
    pharmacies: accounts.pharmacies.map((ph) => ph.username),
  };
}

/** Without a signer (unit tests) the QR carries the spec's unsigned fields only. */
const unsignedQr: DemoQrCode = (p) =>
  JSON.stringify({
    prescription_id: p.id,
    public_id: p.publicId,
    patient: p.patientName,
    date: p.date,
    doctor: p.doctor,
  });

/** Whether this database was ever seeded with the demo city. */
export async function isDemoSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('key')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  return row !== undefined;
}

export async function seedDemo(
  db: Kysely<DB>,
  logger: Logger,
  qrCode: DemoQrCode = unsignedQr,
): Promise<void> {
  const done = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (done) {
    logger.info('demo city already seeded; nothing to do', {
      seededAt: done.value,
      credentials: credentials(),
    });
    return;
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const today = todayDate('America/Sao_Paulo', now);
  const seeded = await db.transaction().execute(async (trx) => {
    // Claiming the marker first makes a concurrent start skip (or wait and then skip) the seed.
    const claimed = await trx
      .insertInto('app_settings')
      .values({ key: SEEDED_KEY, value: nowIso(now) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const ctx = { db: trx, passwordHash, today, now, qrCode };
    const ids = await insertPeople(ctx);
    await insertAgenda(ctx, ids);
    await insertHealthCards(ctx, ids);
    await insertCommunity(ctx, ids);
    return true;
  });
  if (!seeded) return;

  logger.info('demo city seeded', {
    city: `${CITY.name} - ${CITY.state}`,
    date: today,
    counts: demoCounts(),
    credentials: credentials(),
  });
}
