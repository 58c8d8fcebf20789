import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isValidCpf } from '@saude/shared/domain/format';
import { isValidCns } from '@saude/shared/schemas/common';
import { SPECIALTIES } from '@saude/shared/domain/constants';
import { cboForSpecialty } from '@saude/shared/domain/professional-codes';
import type { DB } from '../../db/types';
import { createLogger } from '../../lib/logger';
import { todayDate } from '../../lib/time';
import { createTestContext, TestClient, type TestContext } from '../../test/harness';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './demo-seed';
import { loadSigner } from '../../lib/signing';
import { buildQrCode } from '../prescriptions/prescriptions.qr';
import { settingsStore } from '../prescriptions/prescriptions.repository';

const silent = createLogger('silent');

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function count(table: keyof DB): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const TABLES: (keyof DB)[] = [
  'health_units',
  'health_department_accounts',
  'staff',
  'hospital_administrators',
  'hospital_doctors',
  'public_authorities',
  'pharmacies',
  'patients',
  'appointments',
  'appointment_requests',
  'medical_records',
  'prescriptions',
  'vaccinations',
  'exams',
  'environmental_reports',
  'messages',
  'message_reads',
  'provisional_patients',
];

describe('demo seed', () => {
  it('creates the demo city with the expected accounts', async () => {
    await seedDemo(ctx.db, silent);

    const units = await ctx.db.selectFrom('health_units').selectAll().execute();
    expect(units).toHaveLength(6);
    expect(units.filter((u) => u.is_active === 0)).toHaveLength(1);
    for (const u of units) {
      expect(u.state).toBe('SP');
      expect(typeof u.latitude).toBe('number');
      expect(u.cep).toMatch(/^\d{8}$/);
      expect(u.cnes).toMatch(/^\d{7}$/);
    }
    expect(new Set(units.map((u) => u.cnes)).size).toBe(units.length);
    expect(await count('health_department_accounts')).toBe(1);
    expect(await count('patients')).toBe(12);
    expect(await count('hospital_administrators')).toBe(5);
    expect(await count('provisional_patients')).toBe(6);
    expect(await count('environmental_reports')).toBe(10);
    // The finished visits' CID-10 codes, in the doctor's order.
    expect(await count('medical_record_diagnoses')).toBe(11);

    const authorities = await ctx.db
      .selectFrom('public_authorities')
      .select(['username', 'authority_type'])
      .execute();
    expect(authorities.map((a) => a.authority_type).sort()).toEqual([
      'child_protection',
      'missing_persons',
      'police',
      'public_security',
    ]);

    const staff = await ctx.db.selectFrom('staff').selectAll().execute();
    const doctors = staff.filter((s) => s.user_type === 'doctor');
    expect(doctors.length).toBeGreaterThanOrEqual(8);
    for (const d of doctors) {
      expect(SPECIALTIES as readonly string[]).toContain(d.specialty);
      expect(d.crm).toMatch(/^\d{6}$/);
      expect(d.crm_uf).toBe('SP');
      expect(d.cbo).toBe(cboForSpecialty(d.specialty));
    }
    for (const sp of [
      'Cardiologista',
      'Pediatra',
      'Clínico Geral',
      'Ginecologista',
      'Dermatologista',
      'Ortopedista',
    ]) {
      expect(doctors.some((d) => d.specialty === sp)).toBe(true);
    }
    expect(staff.filter((s) => s.user_type === 'reception').every((s) => s.health_unit_id !== null)).toBe(
      true,
    );
    expect(staff.filter((s) => s.user_type === 'health_department')).toHaveLength(1);

    const perUnit = await ctx.db.selectFrom('hospital_doctors').select('health_unit_id').execute();
    for (const u of units.filter((x) => x.is_active === 1)) {
      const n = perUnit.filter((d) => d.health_unit_id === u.id).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
  });

  it('uses valid, distinct CPFs for every patient and staff member', async () => {
    await seedDemo(ctx.db, silent);
    const cpfs = [
      ...(await ctx.db.selectFrom('patients').select('cpf').execute()),
      ...(await ctx.db.selectFrom('staff').select('cpf').execute()),
    ].map((r) => r.cpf ?? '');
    expect(cpfs).toHaveLength(24);
    for (const cpf of cpfs) expect(isValidCpf(cpf), cpf).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    const sus = await ctx.db.selectFrom('patients').select(['full_name', 'sus_card']).execute();
    for (const r of sus) expect(r.sus_card).toMatch(/^\d{15}$/);
    // Valid check digits, but for one number kept from before the check, for the department's flag.
    const failing = sus.filter((r) => !isValidCns(r.sus_card!)).map((r) => r.full_name);
    expect(failing).toEqual(['Pedro Henrique Costa']);
  });

  it('does nothing on a second start', async () => {
    await seedDemo(ctx.db, silent);
    const before = await Promise.all(TABLES.map(count));
    await seedDemo(ctx.db, silent);
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
    const marker = await ctx.db
      .selectFrom('app_settings')
      .selectAll()
      .where('key', '=', 'demo_seeded')
      .execute();
    expect(marker).toHaveLength(1);
  });

  it('seeds once when two starts race', async () => {
    await Promise.all([seedDemo(ctx.db, silent), seedDemo(ctx.db, silent)]);
    expect(await count('patients')).toBe(12);
    expect(await count('health_units')).toBe(6);
  });

  it('logs the summary and the credentials once', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (l) => lines.push(l));
    await seedDemo(ctx.db, logger);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.msg).toBe('demo city seeded');
    expect(entry.credentials.password).toBe(DEMO_PASSWORD);
    expect(entry.credentials.healthDepartment).toEqual(['secretaria']);
    expect(entry.counts.patients).toBe(12);
  });

  it('fills today with appointments for the demo doctors and the reception unit', async () => {
    await seedDemo(ctx.db, silent);
    const today = todayDate();
    const accounts = demoAccounts();
    const staffRows = await ctx.db.selectFrom('staff').selectAll().execute();
    const byCpf = new Map(staffRows.map((s) => [s.cpf, s]));
    const appts = await ctx.db
      .selectFrom('appointments')
      .selectAll()
      .where('appointment_date', '=', today)
      .execute();
    for (const s of accounts.staff) {
      const row = byCpf.get(s.cpf);
      expect(row, s.name).toBeDefined();
      if (s.user_type === 'doctor')
        expect(appts.filter((a) => a.doctor_staff_id === row?.id).length).toBeGreaterThanOrEqual(3);
      if (s.user_type === 'reception')
        expect(appts.filter((a) => a.health_unit_id === row?.health_unit_id).length).toBeGreaterThanOrEqual(
          3,
        );
    }
    expect(appts.some((a) => a.appointment_type === 'exam' && a.appointment_time === null)).toBe(true);
    const all = await ctx.db.selectFrom('appointments').selectAll().execute();
    for (const a of all) {
      expect(a.specialty).toBeTruthy();
      if (a.appointment_time)
        expect(a.appointment_time >= '07:00' && a.appointment_time <= '17:00').toBe(true);
    }
    expect(new Set(all.map((a) => a.status))).toEqual(
      new Set(['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show']),
    );
  });

  it('links approved requests to their appointments and builds prescription QR payloads', async () => {
    await seedDemo(ctx.db, silent);
    const requests = await ctx.db.selectFrom('appointment_requests').selectAll().execute();
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(requests.some((r) => r.status === 'pending' && r.health_unit_id === null)).toBe(true);
    for (const r of requests.filter((x) => x.status === 'approved')) {
      expect(r.appointment_id).not.toBeNull();
      expect(r.decided_health_unit_id).not.toBeNull();
      expect(r.assigned_staff_id ?? r.assigned_hospital_doctor_id).not.toBeNull();
      const appt = await ctx.db
        .selectFrom('appointments')
        .selectAll()
        .where('id', '=', r.appointment_id ?? -1)
        .executeTakeFirstOrThrow();
      expect(appt.request_id).toBe(r.id);
      expect(appt.appointment_date).toBe(r.approved_date);
    }
    const prescriptions = await ctx.db.selectFrom('prescriptions').selectAll().execute();
    expect(prescriptions.filter((p) => p.is_valid === 0)).toHaveLength(1);
    for (const p of prescriptions) {
      const qr = JSON.parse(p.qr_code ?? '{}');
      expect(qr.prescription_id).toBe(p.id);
      expect(qr.public_id).toBe(p.public_id);
      expect(qr.doctor.crm).toMatch(/^\d{6}\/SP$/);
    }
    expect(new Set(prescriptions.map((p) => p.public_id)).size).toBe(prescriptions.length);
  });

  it('registers provisional patients of the last two weeks and messages with read marks', async () => {
    await seedDemo(ctx.db, silent);
    const rows = await ctx.db.selectFrom('provisional_patients').selectAll().execute();
    const twoWeeksAgo = Date.now() - 14 * 86_400_000;
    for (const r of rows) {
      expect(r.provisional_id).toMatch(/^PROV-\d{4}-\d{6}$/);
      expect(Date.parse(r.registration_date)).toBeGreaterThan(twoWeeksAgo);
    }
    expect(rows.some((r) => r.approximate_age < 18)).toBe(true);
    expect(rows.some((r) => r.approximate_age >= 60)).toBe(true);
    expect(rows.some((r) => Date.parse(r.registration_date) > Date.now() - 7 * 86_400_000)).toBe(true);

    const featured = await ctx.db
      .selectFrom('patients')
      .select('id')
      .where('cpf', '=', demoAccounts().patients[0]?.cpf ?? '')
      .executeTakeFirstOrThrow();
    const messages = await ctx.db.selectFrom('messages').selectAll().execute();
    const types = new Set(messages.map((m) => m.recipient_type));
    for (const t of ['individual', 'all_patients', 'all_doctors', 'all_reception', 'all_public_authorities'])
      expect(types.has(t)).toBe(true);
    expect(messages.some((m) => m.recipient_id === `patient_${featured.id}`)).toBe(true);
    const reads = await ctx.db.selectFrom('message_reads').selectAll().execute();
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) expect(r.recipient).toBe(`patient_${featured.id}`);
  });

  it('lets every demo account sign in through the real endpoints', async () => {
    await seedDemo(ctx.db, silent);
    const accounts = demoAccounts();
    expect(accounts.password).toBe(DEMO_PASSWORD);
    expect(accounts.patients).toHaveLength(3);
    expect(accounts.authorities).toHaveLength(4);
    let ip = 0;
    const login = async (path: string, body: Record<string, string>) => {
      const client = new TestClient(ctx.app, `10.20.0.${++ip}`);
      const res = await client.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(200);
    };
    for (const p of accounts.patients)
      await login('/api/auth/patient/login', { cpf: p.cpf, password: accounts.password });
    for (const s of accounts.staff)
      await login('/api/auth/staff/login', { cpf: s.cpf, password: accounts.password });
    for (const d of accounts.healthDepartment)
      await login('/api/health-department/login', { username: d.username, password: d.password });
    for (const h of accounts.hospitals)
      await login('/api/hospital/login', { username: h.username, password: accounts.password });
    for (const a of accounts.authorities)
      await login('/api/public-authority/login', { username: a.username, password: accounts.password });
    expect(accounts.pharmacies).toHaveLength(2);
    for (const ph of accounts.pharmacies)
      await login('/api/pharmacy/login', { username: ph.username, password: accounts.password });

    const wrong = await new TestClient(ctx.app, '10.20.1.1').post('/api/hospital/login', {
      username: 'ubs.centro',
      password: 'errada123',
    });
    expect(wrong.status).toBe(401);
  });
});

describe('demo prescriptions with the platform signature', () => {
  it('verify at the pharmacy endpoint when seeded with the signer', async () => {
    const ctx = await createTestContext();
    const signer = await loadSigner(settingsStore(ctx.db), undefined);
    await seedDemo(ctx.db, createLogger('silent'), (p) => buildQrCode(signer, ctx.config.publicUrl, p));
    const rows = await ctx.db.selectFrom('prescriptions').select(['qr_code', 'is_valid']).execute();
    const client = new TestClient(ctx.app);
    const statuses = new Set<string>();
    for (const row of rows) {
      const res = await client.post<{ status: string }>('/api/prescriptions/verify', { qr: row.qr_code });
      statuses.add(res.body.status);
    }
    // Signed by the platform (never tampered or foreign); the demo shows every state a pharmacy meets.
    expect([...statuses].sort()).toEqual(['dispensed', 'expired', 'invalid', 'valid']);
    await ctx.close();
  });
});
