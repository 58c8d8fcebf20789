/**
 * The department's staff management: doctors, reception and department members. A new password or a
 * deactivation ends the account's sessions, so a leaked or revoked credential stops working at once.
 */
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type AdminStaffUser,
  type adminStaffCreateSchema,
  type adminStaffUpdateSchema,
} from '@saude/shared/schemas/admin';
import { professionalFields } from '@saude/shared/domain/professional-codes';
import type { DB, StaffTable } from '../../db/types';
import type { Seek } from '../../db/keyset';
import { conflict, notFound } from '../../lib/errors';
import { toFlag } from '../../lib/booleans';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { presentStaff } from '../auth/auth.presenters';
import { unitNames } from '../health-units';
import { conflictOnDuplicate } from '../../db/unique-violation';
import { staffUnit } from '../staff/staff-unit';
import { adminSessionsRepository } from './admin-sessions.repository';
import { adminStaffRepository, type StaffFilter } from './admin-staff.repository';
import type { Listed } from './admin-query';

type StaffCreate = z.output<typeof adminStaffCreateSchema>;
type StaffUpdate = z.output<typeof adminStaffUpdateSchema>;

/** Specialty and CRM belong to doctors only; the CBO comes from the specialty or the role when not given. */
const roleFields = (input: StaffCreate | StaffUpdate) => professionalFields(input);

/** Rows as the department's lists show them, each with its unit's name (looked up for these rows). */
async function presentRows(db: Kysely<DB>, rows: Selectable<StaffTable>[]): Promise<AdminStaffUser[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.health_unit_id == null ? [] : [r.health_unit_id])))];
  const names = await unitNames(db, ids);
  return rows.map((r) => ({
    ...presentStaff(r),
    health_unit_name: r.health_unit_id == null ? null : (names.get(r.health_unit_id) ?? null),
  }));
}

async function rowOf(db: Kysely<DB>, id: number) {
  const row = await adminStaffRepository(db).byId(id);
  if (!row) throw notFound(ADMIN_MESSAGES.staffNotFound);
  return row;
}

const found = async (db: Kysely<DB>, id: number) => (await presentRows(db, [await rowOf(db, id)]))[0]!;

export async function listStaff(
  db: Kysely<DB>,
  filter: StaffFilter,
  seek: Seek | undefined,
  limit: number,
): Promise<Listed<AdminStaffUser>> {
  const repo = adminStaffRepository(db);
  const [page, total] = await Promise.all([repo.list(filter, seek, limit), repo.count(filter)]);
  return { page: { items: await presentRows(db, page.items), next: page.next }, total };
}

export async function createStaff(db: Kysely<DB>, input: StaffCreate): Promise<AdminStaffUser> {
  const repo = adminStaffRepository(db);
  if (input.cpf && (await repo.cpfOwner(input.cpf)) != null) throw conflict(ADMIN_MESSAGES.cpfTaken);
  const unitId = await staffUnit(db, input.user_type, input.health_unit_id);
  const at = nowIso();
  const passwordHash = await hashPassword(input.password);
  const id = await conflictOnDuplicate(ADMIN_MESSAGES.cpfTaken, () =>
    repo.insert({
      full_name: input.full_name,
      user_type: input.user_type,
      cpf: input.cpf,
      phone: input.phone,
      ...roleFields(input),
      health_unit_id: unitId ?? null,
      password_hash: passwordHash,
      is_active: 1,
      created_at: at,
      updated_at: at,
    }),
  );
  return found(db, id);
}

export async function updateStaff(
  db: Kysely<DB>,
  id: number,
  input: StaffUpdate,
): Promise<{ user: AdminStaffUser; passwordChanged: boolean }> {
  const repo = adminStaffRepository(db);
  const before = await rowOf(db, id);
  if (input.cpf) {
    const owner = await repo.cpfOwner(input.cpf);
    if (owner != null && owner !== id) throw conflict(ADMIN_MESSAGES.cpfTaken);
  }
  const unitId = await staffUnit(db, input.user_type, input.health_unit_id);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await conflictOnDuplicate(ADMIN_MESSAGES.cpfTaken, () =>
    repo.update(id, {
      full_name: input.full_name,
      user_type: input.user_type,
      // The CPF is the sign-in identifier: an edit that leaves it blank keeps it rather than locking the account.
      ...(input.cpf ? { cpf: input.cpf } : {}),
      phone: input.phone,
      ...roleFields(input),
      ...(unitId !== undefined ? { health_unit_id: unitId } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: nowIso(),
    }),
  );
  // A new password or sign-in CPF is a new way in: whoever held the old one is signed out everywhere.
  if (passwordHash || (input.cpf && input.cpf !== before.cpf)) await adminSessionsRepository(db).endStaff(id);
  return { user: await found(db, id), passwordChanged: passwordHash !== null };
}

export async function setStaffActive(db: Kysely<DB>, id: number, active: boolean): Promise<AdminStaffUser> {
  const updated = await adminStaffRepository(db).update(id, {
    is_active: toFlag(active),
    updated_at: nowIso(),
  });
  if (updated === 0) throw notFound(ADMIN_MESSAGES.staffNotFound);
  if (!active) await adminSessionsRepository(db).endStaff(id);
  return found(db, id);
}
