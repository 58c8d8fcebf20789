/**
 * Loads the account behind a session, only while it is active. An inactive or deleted account
 * yields nothing, which ends the session.
 */
import type { Kysely } from 'kysely';
import type { PrincipalKind, Role, StaffType } from '@saude/shared/auth/roles';
import type { DB } from '../../db/types';
import { prepared } from '../../db/prepared';
import { patientsRepository } from '../patients';
import type { SessionRow } from './sessions.repository';

export type LoadedPrincipal = {
  role: Role;
  displayName: string;
  patientId?: number;
  staffId?: number;
  healthUnitId?: number | null;
  /** When the account was created, where it was read anyway (it bounds which group messages it gets). */
  accountCreatedAt?: string;
};

/** A session found by its token's hash, and a way to its account (inactive or deleted: nothing). */
export type SessionWithAccount = {
  session: SessionRow;
  account: () => Promise<LoadedPrincipal | undefined>;
};

type JoinedRow = SessionRow & {
  account_id: number | null;
  account_name: string | null;
  account_created_at: string | null;
  account_type: string | null;
  account_unit: number | null;
};

/**
 * Patients and staff hold nearly every session: their session and account are read in one query
 * (the account only while active), built once. The other kinds read the account after the session.
 */
/** The session's own columns, as the joined queries read them (`s`: the sessions table). */
const SESSION_COLUMNS = [
  's.id',
  's.principal_kind',
  's.principal_id',
  's.created_at',
  's.last_seen_at',
  's.expires_at',
] as const;

const sessionWithPatient = prepared<{ hash: string }, JoinedRow>((db, p) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('patients as a', (j) => j.onRef('a.id', '=', 's.principal_id').on('a.is_active', '=', 1))
    .select([
      ...SESSION_COLUMNS,
      'a.id as account_id',
      'a.full_name as account_name',
      'a.created_at as account_created_at',
      (eb) => eb.val<string | null>(null).as('account_type'),
      (eb) => eb.val<number | null>(null).as('account_unit'),
    ])
    .where('s.token_hash', '=', p.hash),
);

const sessionWithStaff = prepared<{ hash: string }, JoinedRow>((db, p) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('staff as a', (j) => j.onRef('a.id', '=', 's.principal_id').on('a.is_active', '=', 1))
    .select([
      ...SESSION_COLUMNS,
      'a.id as account_id',
      'a.full_name as account_name',
      'a.created_at as account_created_at',
      'a.user_type as account_type',
      'a.health_unit_id as account_unit',
    ])
    .where('s.token_hash', '=', p.hash),
);

const sessionOnly = prepared<{ hash: string }, SessionRow>((db, p) =>
  db.selectFrom('sessions as s').select(SESSION_COLUMNS).where('s.token_hash', '=', p.hash),
);

/** The session whose token hashes to `tokenHash`, as a session of `kind` would read it. */
export async function findSessionWithAccount(
  db: Kysely<DB>,
  kind: PrincipalKind,
  tokenHash: string,
): Promise<SessionWithAccount | undefined> {
  if (kind === 'patient' || kind === 'staff') {
    const [row] = await (kind === 'patient' ? sessionWithPatient : sessionWithStaff)(db, { hash: tokenHash });
    if (!row) return undefined;
    const { account_id, account_name, account_created_at, account_type, account_unit, ...session } = row;
    // A session of another kind joined this table on an unrelated id: its account is not this row.
    const found: LoadedPrincipal | undefined =
      account_id == null || session.principal_kind !== kind
        ? undefined
        : kind === 'patient'
          ? {
              role: 'patient',
              displayName: account_name ?? '',
              patientId: account_id,
              accountCreatedAt: account_created_at ?? undefined,
            }
          : {
              role: account_type as StaffType,
              displayName: account_name ?? '',
              staffId: account_id,
              healthUnitId: account_unit,
              accountCreatedAt: account_created_at ?? undefined,
            };
    return { session, account: () => Promise.resolve(found) };
  }
  const [session] = await sessionOnly(db, { hash: tokenHash });
  return session && { session, account: () => loadPrincipal(db, kind, session.principal_id) };
}

export async function loadPrincipal(
  db: Kysely<DB>,
  kind: PrincipalKind,
  id: number,
): Promise<LoadedPrincipal | undefined> {
  switch (kind) {
    case 'patient': {
      const name = await patientsRepository(db).activeName(id);
      return name === undefined ? undefined : { role: 'patient', displayName: name, patientId: id };
    }
    case 'staff': {
      const s = await db
        .selectFrom('staff')
        .select(['id', 'full_name', 'user_type', 'health_unit_id'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return (
        s && {
          role: s.user_type as StaffType,
          displayName: s.full_name,
          staffId: s.id,
          healthUnitId: s.health_unit_id,
        }
      );
    }
    case 'health_department': {
      const a = await db
        .selectFrom('health_department_accounts')
        .select(['id', 'full_name'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return a && { role: 'health_department', displayName: a.full_name };
    }
    case 'hospital': {
      const h = await db
        .selectFrom('hospital_administrators as h')
        .innerJoin('health_units as u', 'u.id', 'h.health_unit_id')
        .select(['h.id', 'h.administrator_name', 'h.health_unit_id'])
        .where('h.id', '=', id)
        .where('h.is_active', '=', 1)
        .where('u.is_active', '=', 1)
        .executeTakeFirst();
      return h && { role: 'hospital', displayName: h.administrator_name, healthUnitId: h.health_unit_id };
    }
    case 'public_authority': {
      const a = await db
        .selectFrom('public_authorities')
        .select(['id', 'authority_name', 'created_at'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return a && { role: 'public_authority', displayName: a.authority_name, accountCreatedAt: a.created_at };
    }
    case 'pharmacy': {
      const ph = await db
        .selectFrom('pharmacies')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      return ph && { role: 'pharmacy', displayName: ph.name };
    }
    case 'external': {
      const x = await db
        .selectFrom('external_identities as x')
        .leftJoin('patients as p', 'p.id', 'x.patient_id')
        .leftJoin('staff as s', 's.id', 'x.staff_id')
        .select([
          'x.id',
          'x.name',
          'x.email',
          'p.id as patient_id',
          'p.full_name as patient_name',
          'p.is_active as patient_active',
          's.id as staff_id',
          's.full_name as staff_name',
          's.user_type as staff_type',
          's.is_active as staff_active',
          's.health_unit_id as staff_unit',
        ])
        .where('x.id', '=', id)
        .executeTakeFirst();
      if (!x) return undefined;
      if (x.patient_id != null && x.patient_active === 1) {
        return { role: 'patient', displayName: x.patient_name ?? '', patientId: x.patient_id };
      }
      if (x.staff_id != null && x.staff_active === 1) {
        return {
          role: x.staff_type as StaffType,
          displayName: x.staff_name ?? '',
          staffId: x.staff_id,
          healthUnitId: x.staff_unit,
        };
      }
      // Signed in, but with no profile yet or one awaiting activation: may only complete the profile.
      return { role: 'pending_user', displayName: x.name ?? x.email ?? '' };
    }
  }
}
