/** Accounts of every kind, created directly in the database for tests. */
import type { Kysely } from 'kysely';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Role } from '@saude/shared/auth/roles';
import type { DB } from '../db/types';
import { hashPassword } from '../lib/passwords';
import { nowIso } from '../lib/time';
import { randomToken, sha256 } from '../lib/tokens';
import { TestClient, type TestContext } from './harness';

export const PASSWORD = 'senha-forte-123';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(PASSWORD));

/** Valid CPFs (check digits computed), distinct per call. */
let cpfSeq = 100_000_000;
export function nextCpf(): string {
  const base = String(cpfSeq++).padStart(9, '0');
  const digit = (digits: string, factor: number) => {
    let sum = 0;
    for (const ch of digits) sum += Number(ch) * factor--;
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(base, 10);
  const d2 = digit(base + d1, 11);
  return `${base}${d1}${d2}`;
}

export async function createUnit(db: Kysely<DB>, name = 'UBS Centro') {
  const at = nowIso();
  return db
    .insertInto('health_units')
    .values({
      name,
      address: 'Rua A, 1',
      is_active: 1,
      created_at: at,
      updated_at: at,
      latitude: -23.5,
      longitude: -46.6,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createPatient(
  db: Kysely<DB>,
  extra: { cpf?: string; full_name?: string; is_active?: number } = {},
) {
  const at = nowIso();
  const cpf = extra.cpf ?? nextCpf();
  const row = await db
    .insertInto('patients')
    .values({
      cpf,
      full_name: extra.full_name ?? 'Maria da Silva',
      password_hash: await passwordHash(),
      is_active: extra.is_active ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, cpf };
}

export async function createStaff(
  db: Kysely<DB>,
  user_type: 'doctor' | 'reception' | 'health_department',
  extra: { health_unit_id?: number | null; is_active?: number } = {},
) {
  const at = nowIso();
  const cpf = nextCpf();
  const row = await db
    .insertInto('staff')
    .values({
      cpf,
      full_name: `Funcionário ${user_type}`,
      user_type,
      specialty: user_type === 'doctor' ? 'Cardiologista' : null,
      crm: user_type === 'doctor' ? '123456' : null,
      crm_uf: user_type === 'doctor' ? 'SP' : null,
      password_hash: await passwordHash(),
      health_unit_id: extra.health_unit_id ?? null,
      is_active: extra.is_active ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, cpf };
}

let usernameSeq = 0;
export async function createDepartment(db: Kysely<DB>, extra: { is_active?: number } = {}) {
  const at = nowIso();
  const username = `secretaria${++usernameSeq}`;
  const row = await db
    .insertInto('health_department_accounts')
    .values({
      username,
      full_name: 'Gestora Municipal',
      password_hash: await passwordHash(),
      is_active: extra.is_active ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}

export async function createHospital(db: Kysely<DB>, unitId?: number) {
  const at = nowIso();
  const unit = unitId ?? (await createUnit(db, `Hospital ${++usernameSeq}`)).id;
  const username = `hospital${++usernameSeq}`;
  const row = await db
    .insertInto('hospital_administrators')
    .values({
      health_unit_id: unit,
      username,
      password_hash: await passwordHash(),
      administrator_name: 'Administrador',
      is_active: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, unitId: unit };
}

export async function createAuthority(db: Kysely<DB>, extra: { is_active?: number } = {}) {
  const at = nowIso();
  const username = `policia${++usernameSeq}`;
  const row = await db
    .insertInto('public_authorities')
    .values({
      username,
      password_hash: await passwordHash(),
      authority_name: 'Polícia Civil',
      authority_type: 'police',
      is_active: extra.is_active ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}

/** A partner pharmacy (decision 023) with a valid CNPJ of its own. */
export async function createPharmacy(db: Kysely<DB>, extra: { is_active?: number; name?: string } = {}) {
  const at = nowIso();
  const seq = ++usernameSeq;
  const username = `farmacia${seq}`;
  const row = await db
    .insertInto('pharmacies')
    .values({
      username,
      password_hash: await passwordHash(),
      name: extra.name ?? `Farmácia Popular ${seq}`,
      cnpj: generateCnpj(),
      pharmacist_name: 'Renata Farias',
      pharmacist_crf: String(10000 + seq),
      pharmacist_crf_uf: 'SP',
      is_active: extra.is_active ?? 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}

/** A client signed in with a role, through the real login endpoint of that role. */
export async function signedIn(
  ctx: TestContext,
  role: Exclude<Role, 'pending_user'>,
  ip?: string,
): Promise<TestClient> {
  const client = new TestClient(
    ctx.app,
    ip ?? `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  let res;
  switch (role) {
    case 'patient': {
      const p = await createPatient(ctx.db);
      res = await client.post('/api/auth/patient/login', { cpf: p.cpf, password: PASSWORD });
      break;
    }
    case 'doctor':
    case 'reception': {
      const s = await createStaff(ctx.db, role);
      res = await client.post('/api/auth/staff/login', { cpf: s.cpf, password: PASSWORD });
      break;
    }
    case 'health_department': {
      const d = await createDepartment(ctx.db);
      res = await client.post('/api/health-department/login', { username: d.username, password: PASSWORD });
      break;
    }
    case 'hospital': {
      const h = await createHospital(ctx.db);
      res = await client.post('/api/hospital/login', { username: h.username, password: PASSWORD });
      break;
    }
    case 'public_authority': {
      const a = await createAuthority(ctx.db);
      res = await client.post('/api/public-authority/login', { username: a.username, password: PASSWORD });
      break;
    }
    case 'pharmacy': {
      const ph = await createPharmacy(ctx.db);
      res = await client.post('/api/pharmacy/login', { username: ph.username, password: PASSWORD });
      break;
    }
  }
  if (res.status !== 200)
    throw new Error(`login as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** A client signed in with Google but without a profile yet (the session is created directly). */
export async function pendingUserClient(
  ctx: TestContext,
  name = 'Pessoa Google',
): Promise<{ client: TestClient; identityId: number }> {
  const at = nowIso();
  const identity = await ctx.db
    .insertInto('external_identities')
    .values({
      provider: 'google',
      subject: `sub-${nextCpf()}`,
      email: 'pessoa@example.com',
      name,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomToken();
  await ctx.db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      principal_kind: 'external',
      principal_id: identity.id,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      ip: null,
      user_agent: null,
    })
    .execute();
  const client = new TestClient(ctx.app, '10.7.7.7');
  client.cookies.set('saude_user', token);
  return { client, identityId: identity.id };
}
