/**
 * The kinds of account that sign in with a password, each described once: what it is identified by,
 * how the typed identifier finds it, how the signed-in principal reads it back, and how it is shown.
 * auth.routes.ts gives every kind the same sign-in, "me" and sign-out from these.
 */
import type { Kysely } from 'kysely';
import type { Permission } from '@saude/shared/auth/permissions';
import type { PrincipalKind } from '@saude/shared/auth/roles';
import type { HealthDepartmentUser } from '@saude/shared/schemas/auth';
import type { DB } from '../../db/types';
import type { Principal, ServiceContext } from '../../lib/service-context';
import { notFound } from '../../lib/errors';
import { authRepository } from './auth.repository';
import { WRONG_CPF_CREDENTIALS, WRONG_CREDENTIALS, type Account } from './auth.service';
import {
  presentAuthority,
  presentDepartment,
  presentHospital,
  presentPatient,
  presentPharmacy,
  presentStaff,
} from './auth.presenters';

export type PasswordAccountKind<Row extends Account, User> = {
  kind: PrincipalKind;
  identifiedBy: 'cpf' | 'username';
  /** The permission that holds a session of this kind (GET /me). */
  session: Permission;
  /** The answer's key for the account: `patient` for patients, `user` for the others. */
  answerKey: 'patient' | 'user';
  find(db: Kysely<DB>, identifier: string): Promise<Row | undefined>;
  present(row: Row): User;
  /** The signed-in principal's own account, presented (byOwnId: its row, read by the principal's id). */
  own(db: Kysely<DB>, p: Principal): Promise<User | undefined>;
};

export const wrongCredentialsMessage = (kind: { identifiedBy: 'cpf' | 'username' }) =>
  kind.identifiedBy === 'cpf' ? WRONG_CPF_CREDENTIALS : WRONG_CREDENTIALS;

/** GET /me of any kind: the account, or 404 when it was removed while the session lived. */
export async function ownAccount<Row extends Account, User>(
  ctx: ServiceContext,
  kind: PasswordAccountKind<Row, User>,
): Promise<User> {
  const user = await kind.own(ctx.deps.db, ctx.principal);
  if (!user) throw notFound();
  return user;
}

/** A kind whose "me" is its own row, read by the principal's id of that kind. */
function byOwnId<Row extends Account, User>(
  def: Omit<PasswordAccountKind<Row, User>, 'own'>,
  byId: (db: Kysely<DB>, id: number) => Promise<Row | undefined>,
  idOf: (p: Principal) => number | undefined = (p) => p.id,
): PasswordAccountKind<Row, User> {
  return {
    ...def,
    own: async (db, p) => {
      const row = await byId(db, idOf(p) ?? -1);
      return row && def.present(row);
    },
  };
}

const repo = authRepository;

export const PATIENT_ACCOUNT = byOwnId(
  {
    kind: 'patient',
    identifiedBy: 'cpf',
    session: 'session:patient',
    answerKey: 'patient',
    find: (db, cpf) => repo(db).patientByCpf(cpf),
    present: presentPatient,
  },
  (db, id) => repo(db).patientById(id),
  // A Google identity with a patient profile reads the same row.
  (p) => p.patientId,
);

export const STAFF_ACCOUNT = byOwnId(
  {
    kind: 'staff',
    identifiedBy: 'cpf',
    session: 'session:staff',
    answerKey: 'user',
    find: (db, cpf) => repo(db).staffByCpf(cpf),
    present: presentStaff,
  },
  (db, id) => repo(db).staffById(id),
  (p) => p.staffId,
);

type DepartmentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof repo>['departmentByUsername']>>>;

export const DEPARTMENT_ACCOUNT: PasswordAccountKind<DepartmentRow, HealthDepartmentUser> = {
  kind: 'health_department',
  identifiedBy: 'username',
  session: 'session:health_department',
  answerKey: 'user',
  find: (db, username) => repo(db).departmentByUsername(username),
  present: presentDepartment,
  // A department member signed in as staff (CPF) is a department user too (spec 02 section 6): shown
  // with the department account's shape, the CPF as its user name.
  own: async (db, p) => {
    if (p.kind === 'health_department') {
      const account = await repo(db).departmentById(p.id);
      return account && presentDepartment(account);
    }
    const staff = await repo(db).staffById(p.staffId ?? -1);
    if (!staff) return undefined;
    const user = presentStaff(staff);
    return {
      id: user.id,
      username: user.cpf ?? '',
      full_name: user.full_name,
      is_active: user.is_active,
      created_at: user.created_at,
      updated_at: user.updated_at,
    };
  },
};

export const HOSPITAL_ACCOUNT = byOwnId(
  {
    kind: 'hospital',
    identifiedBy: 'username',
    session: 'session:hospital',
    answerKey: 'user',
    find: (db, username) => repo(db).hospitalByUsername(username),
    present: presentHospital,
  },
  (db, id) => repo(db).hospitalById(id),
);

export const AUTHORITY_ACCOUNT = byOwnId(
  {
    kind: 'public_authority',
    identifiedBy: 'username',
    session: 'session:public_authority',
    answerKey: 'user',
    find: (db, username) => repo(db).authorityByUsername(username),
    present: presentAuthority,
  },
  (db, id) => repo(db).authorityById(id),
);

/** A partner pharmacy (decision 023), the same shape as the units'. */
export const PHARMACY_ACCOUNT = byOwnId(
  {
    kind: 'pharmacy',
    identifiedBy: 'username',
    session: 'session:pharmacy',
    answerKey: 'user',
    find: (db, username) => repo(db).pharmacyByUsername(username),
    present: presentPharmacy,
  },
  (db, id) => repo(db).pharmacyById(id),
);
