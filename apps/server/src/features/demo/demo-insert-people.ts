/** Inserts the places and accounts of the demo city: units, staff, administrators, authorities, patients. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AUTHORITIES, CITY, DEPARTMENT, PHARMACIES, UNITS, unitFullAddress, type UnitKey } from './demo-data';
import { HOSPITAL_DOCTORS, STAFF, type StaffKey } from './demo-staff';
import { PATIENTS, type PatientKey } from './demo-patients';
import { addDays, localStamp } from './demo-ids';
import { pharmacyDispenser } from '../prescriptions/prescriptions.presenters';

export type SeedContext = {
  db: Kysely<DB>;
  passwordHash: string;
  /** The city's calendar date at seed time (YYYY-MM-DD). */
  today: string;
  now: Date;
  /** Builds a prescription's QR text; main.ts passes the platform's signing, so demo QRs verify. */
  qrCode: DemoQrCode;
};

export type DemoQrCode = (p: {
  id: number;
  publicId: string;
  patientName: string;
  date: string;
  doctor: { name: string; crm: string | null; specialty: string | null };
  text: string;
}) => string;

export type SeedIds = {
  department: number;
  units: Map<UnitKey, number>;
  staff: Map<StaffKey, number>;
  hospitalDoctors: Map<string, number>;
  authorities: Map<string, number>;
  /** By username, with what a dispensing records of them. */
  pharmacies: Map<string, { id: number; label: string }>;
  patients: Map<PatientKey, number>;
};

export function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown reference ${String(key)}`);
  return value;
}

export async function insertPeople(ctx: SeedContext): Promise<SeedIds> {
  const { db, passwordHash, today, now } = ctx;
  const longAgo = localStamp(addDays(today, -540), '09:00', now);

  const units = new Map<UnitKey, number>();
  for (const u of UNITS) {
    const row = await db
      .insertInto('health_units')
      .values({
        name: u.name,
        cnes: u.cnes,
        address: `${u.street} - ${u.bairro}`,
        full_address: unitFullAddress(u),
        phone: u.phone,
        cep: u.cep,
        city: CITY.name,
        state: CITY.state,
        latitude: u.latitude,
        longitude: u.longitude,
        is_active: u.active ? 1 : 0,
        created_at: longAgo,
        updated_at: u.active ? longAgo : localStamp(addDays(today, -45), '16:00', now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    units.set(u.key, row.id);
  }

  const department = await db
    .insertInto('health_department_accounts')
    .values({
      username: DEPARTMENT.username,
      full_name: DEPARTMENT.fullName,
      password_hash: passwordHash,
      is_active: 1,
      created_at: longAgo,
      updated_at: longAgo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const staff = new Map<StaffKey, number>();
  for (const s of STAFF) {
    const row = await db
      .insertInto('staff')
      .values({
        cpf: s.cpf,
        full_name: s.name,
        user_type: s.type,
        phone: s.phone,
        specialty: s.specialty,
        crm: s.crm,
        crm_uf: s.crmUf,
        cbo: s.cbo,
        password_hash: passwordHash,
        health_unit_id: s.unit ? need(units, s.unit) : null,
        is_active: 1,
        created_at: longAgo,
        updated_at: longAgo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staff.set(s.key, row.id);
  }

  for (const u of UNITS) {
    if (!u.admin) continue;
    await db
      .insertInto('hospital_administrators')
      .values({
        health_unit_id: need(units, u.key),
        username: u.admin.username,
        password_hash: passwordHash,
        administrator_name: u.admin.name,
        email: u.admin.email,
        phone: u.admin.phone,
        is_active: 1,
        created_at: longAgo,
        updated_at: longAgo,
      })
      .execute();
  }

  const hospitalDoctors = new Map<string, number>();
  for (const d of HOSPITAL_DOCTORS) {
    const row = await db
      .insertInto('hospital_doctors')
      .values({
        health_unit_id: need(units, d.unit),
        doctor_name: d.name,
        specialty: d.specialty,
        crm: d.crm,
        crm_uf: d.crmUf,
        cbo: d.cbo,
        phone: d.phone,
        email: d.email,
        schedule_notes: d.schedule,
        is_active: 1,
        created_at: longAgo,
        updated_at: longAgo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    hospitalDoctors.set(d.key, row.id);
  }

  const authorities = new Map<string, number>();
  for (const a of AUTHORITIES) {
    const row = await db
      .insertInto('public_authorities')
      .values({
        username: a.username,
        password_hash: passwordHash,
        authority_name: a.name,
        authority_type: a.type,
        contact_email: a.email,
        contact_phone: a.phone,
        is_active: 1,
        created_at: longAgo,
        updated_at: longAgo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    authorities.set(a.username, row.id);
  }

  const pharmacies = new Map<string, { id: number; label: string }>();
  for (const ph of PHARMACIES) {
    const row = await db
      .insertInto('pharmacies')
      .values({
        username: ph.username,
        password_hash: passwordHash,
        name: ph.name,
        cnpj: ph.cnpj,
        pharmacist_name: ph.pharmacist.name,
        pharmacist_crf: ph.pharmacist.crf,
        pharmacist_crf_uf: ph.pharmacist.uf,
        address: ph.address,
        phone: ph.phone,
        is_active: 1,
        created_at: longAgo,
        updated_at: longAgo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const label = pharmacyDispenser({
      name: ph.name,
      cnpj: ph.cnpj,
      pharmacist_name: ph.pharmacist.name,
      pharmacist_crf: ph.pharmacist.crf,
      pharmacist_crf_uf: ph.pharmacist.uf,
    });
    pharmacies.set(ph.username, { id: row.id, label });
  }

  const patients = new Map<PatientKey, number>();
  let index = 0;
  for (const p of PATIENTS) {
    const createdAt = localStamp(addDays(today, -400 + 23 * index++), '10:20', now);
    const row = await db
      .insertInto('patients')
      .values({
        cpf: p.cpf,
        full_name: p.name,
        birth_date: p.birthDate,
        gender: p.gender,
        password_hash: passwordHash,
        phone: p.phone,
        sus_card: p.susCard,
        blood_type: p.bloodType,
        allergies: p.allergies,
        emergency_contact_name: p.emergency?.name ?? null,
        emergency_contact_phone: p.emergency?.phone ?? null,
        cep: p.address.cep,
        logradouro: p.address.logradouro,
        numero: p.address.numero,
        complemento: p.address.complemento,
        bairro: p.address.bairro,
        cidade: CITY.name,
        estado: CITY.state,
        profile_photo_file_id: null,
        created_by_health_unit_id: p.registeredAt ? need(units, p.registeredAt) : null,
        is_active: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    patients.set(p.key, row.id);
  }

  return { department: department.id, units, staff, hospitalDoctors, authorities, pharmacies, patients };
}
