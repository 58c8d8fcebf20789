/**
 * Partner pharmacy accounts (docs/decisions/023-pharmacy-accounts.md). A pharmacy can mark a
 * prescription dispensed, so a new password or a deactivation ends its sessions at once.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '@saude/shared/schemas/admin';
import {
  PHARMACY_MESSAGES,
  type PharmacyUser,
  type pharmacyCreateSchema,
  type pharmacyUpdateSchema,
} from '@saude/shared/schemas/pharmacies';
import type { DB } from '../../db/types';
import type { Seek } from '../../db/keyset';
import { conflict, notFound } from '../../lib/errors';
import { toFlag } from '../../lib/booleans';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { presentPharmacy } from '../auth/auth.presenters';
import { conflictOnDuplicate } from '../../db/unique-violation';
import { adminPharmaciesRepository, type PharmacyFilter } from './admin-pharmacies.repository';
import { adminSessionsRepository } from './admin-sessions.repository';
import { presentPage, type Listed } from './admin-query';

type PharmacyCreate = z.output<typeof pharmacyCreateSchema>;
type PharmacyUpdate = z.output<typeof pharmacyUpdateSchema>;

async function found(db: Kysely<DB>, id: number) {
  const row = await adminPharmaciesRepository(db).byId(id);
  if (!row) throw notFound(PHARMACY_MESSAGES.notFound);
  return row;
}

/** The username and the CNPJ each name one pharmacy; checked first for a clear message. */
async function checkUnique(db: Kysely<DB>, input: PharmacyCreate | PharmacyUpdate, selfId?: number) {
  const repo = adminPharmaciesRepository(db);
  const byUsername = await repo.usernameOwner(input.username);
  if (byUsername != null && byUsername !== selfId) throw conflict(ADMIN_MESSAGES.usernameTaken);
  const byCnpj = await repo.cnpjOwner(input.cnpj);
  if (byCnpj != null && byCnpj !== selfId) throw conflict(PHARMACY_MESSAGES.cnpjTaken);
}

/** Two departments saving at once: the unique indexes decide, with the checks' words. */
const DUPLICATE = `${ADMIN_MESSAGES.usernameTaken} ou ${PHARMACY_MESSAGES.cnpjTaken}`;

const fields = (input: PharmacyCreate | PharmacyUpdate) => ({
  name: input.name,
  cnpj: input.cnpj,
  username: input.username,
  pharmacist_name: input.pharmacist_name,
  pharmacist_crf: input.pharmacist_crf,
  pharmacist_crf_uf: input.pharmacist_crf_uf,
  address: input.address,
  phone: input.phone,
});

export async function listPharmacies(
  db: Kysely<DB>,
  filter: PharmacyFilter,
  seek: Seek | undefined,
  limit: number,
): Promise<Listed<PharmacyUser>> {
  const repo = adminPharmaciesRepository(db);
  const [page, total] = await Promise.all([repo.list(filter, seek, limit), repo.count(filter)]);
  return { page: presentPage(page, presentPharmacy), total };
}

export async function createPharmacy(db: Kysely<DB>, input: PharmacyCreate): Promise<PharmacyUser> {
  await checkUnique(db, input);
  const at = nowIso();
  const passwordHash = await hashPassword(input.password);
  const id = await conflictOnDuplicate(DUPLICATE, () =>
    adminPharmaciesRepository(db).insert({
      ...fields(input),
      password_hash: passwordHash,
      is_active: 1,
      created_at: at,
      updated_at: at,
    }),
  );
  return presentPharmacy(await found(db, id));
}

export async function updatePharmacy(
  db: Kysely<DB>,
  id: number,
  input: PharmacyUpdate,
): Promise<{ user: PharmacyUser; passwordChanged: boolean }> {
  await found(db, id);
  await checkUnique(db, input, id);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await conflictOnDuplicate(DUPLICATE, () =>
    adminPharmaciesRepository(db).update(id, {
      ...fields(input),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      updated_at: nowIso(),
    }),
  );
  if (passwordHash) await adminSessionsRepository(db).endPharmacy(id);
  return { user: presentPharmacy(await found(db, id)), passwordChanged: passwordHash !== null };
}

export async function setPharmacyActive(db: Kysely<DB>, id: number, active: boolean): Promise<PharmacyUser> {
  const updated = await adminPharmaciesRepository(db).update(id, {
    is_active: toFlag(active),
    updated_at: nowIso(),
  });
  if (updated === 0) throw notFound(PHARMACY_MESSAGES.notFound);
  if (!active) await adminSessionsRepository(db).endPharmacy(id);
  return presentPharmacy(await found(db, id));
}
