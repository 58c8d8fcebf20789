/**
 * Hospital/UBS administrator accounts (one sign-in per unit). Usernames are unique; a new password,
 * a move to another unit or a deactivation ends the account's sessions.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type adminHospitalAdminCreateSchema,
  type adminHospitalAdminUpdateSchema,
} from '@saude/shared/schemas/admin';
import type { HospitalUser } from '@saude/shared/schemas/auth';
import type { DB } from '../../db/types';
import type { Seek } from '../../db/keyset';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toFlag } from '../../lib/booleans';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { presentHospital } from '../auth/auth.presenters';
import { unitExists } from '../health-units';
import { conflictOnDuplicate } from '../../db/unique-violation';
import { adminHospitalAdminsRepository } from './admin-hospital-admins.repository';
import { adminSessionsRepository } from './admin-sessions.repository';
import { presentPage, type Listed } from './admin-query';

type AdminCreate = z.output<typeof adminHospitalAdminCreateSchema>;
type AdminUpdate = z.output<typeof adminHospitalAdminUpdateSchema>;

async function found(db: Kysely<DB>, id: number) {
  const row = await adminHospitalAdminsRepository(db).byId(id);
  if (!row) throw notFound(ADMIN_MESSAGES.hospitalAdminNotFound);
  return row;
}

/** The unit and the username are checked before anything is written. */
async function checkReferences(db: Kysely<DB>, input: AdminCreate | AdminUpdate, selfId?: number) {
  const repo = adminHospitalAdminsRepository(db);
  if (!(await unitExists(db, input.health_unit_id))) throw badRequest(ADMIN_MESSAGES.unitInvalid);
  const owner = await repo.usernameOwner(input.username);
  if (owner != null && owner !== selfId) throw conflict(ADMIN_MESSAGES.usernameTaken);
}

const fields = (input: AdminCreate | AdminUpdate) => ({
  health_unit_id: input.health_unit_id,
  administrator_name: input.administrator_name,
  username: input.username,
  email: input.email,
  phone: input.phone,
});

export async function listHospitalAdmins(
  db: Kysely<DB>,
  q: string,
  seek: Seek | undefined,
  limit: number,
): Promise<Listed<HospitalUser>> {
  const repo = adminHospitalAdminsRepository(db);
  const [page, total] = await Promise.all([repo.list(q, seek, limit), repo.count(q)]);
  return { page: presentPage(page, presentHospital), total };
}

export async function createHospitalAdmin(db: Kysely<DB>, input: AdminCreate): Promise<HospitalUser> {
  await checkReferences(db, input);
  const at = nowIso();
  const passwordHash = await hashPassword(input.password);
  const id = await conflictOnDuplicate(ADMIN_MESSAGES.usernameTaken, () =>
    adminHospitalAdminsRepository(db).insert({
      ...fields(input),
      password_hash: passwordHash,
      is_active: 1,
      created_at: at,
      updated_at: at,
    }),
  );
  return presentHospital(await found(db, id));
}

export async function updateHospitalAdmin(
  db: Kysely<DB>,
  id: number,
  input: AdminUpdate,
): Promise<{ user: HospitalUser; passwordChanged: boolean }> {
  const before = await found(db, id);
  await checkReferences(db, input, id);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await conflictOnDuplicate(ADMIN_MESSAGES.usernameTaken, () =>
    adminHospitalAdminsRepository(db).update(id, {
      ...fields(input),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: nowIso(),
    }),
  );
  // A session is scoped to the unit it was opened for: a move must not carry it to the new unit's data.
  if (passwordHash || before.health_unit_id !== input.health_unit_id) {
    await adminSessionsRepository(db).endHospitalAdmin(id);
  }
  return { user: presentHospital(await found(db, id)), passwordChanged: passwordHash !== null };
}

export async function setHospitalAdminActive(
  db: Kysely<DB>,
  id: number,
  active: boolean,
): Promise<HospitalUser> {
  const updated = await adminHospitalAdminsRepository(db).update(id, {
    is_active: toFlag(active),
    updated_at: nowIso(),
  });
  if (updated === 0) throw notFound(ADMIN_MESSAGES.hospitalAdminNotFound);
  if (!active) await adminSessionsRepository(db).endHospitalAdmin(id);
  return presentHospital(await found(db, id));
}
