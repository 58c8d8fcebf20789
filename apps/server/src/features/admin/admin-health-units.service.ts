/**
 * Health units as the department manages them. Deactivating a unit ends its administrators'
 * sessions: the session check already refuses them for an inactive unit, and deleting the rows
 * makes it immediate on every app server. A CNES names one unit only (409 for a second one).
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type AdminHealthUnit,
  type adminHealthUnitSchema,
} from '@saude/shared/schemas/admin';
import type { DB } from '../../db/types';
import type { Seek } from '../../db/keyset';
import { PROFESSIONAL_CODE_MESSAGES } from '@saude/shared/schemas/professional-codes';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { fromFlag, toFlag } from '../../lib/booleans';
import { nowIso } from '../../lib/time';
import { adminHealthUnitsRepository, type HealthUnitRow } from './admin-health-units.repository';
import { adminSessionsRepository } from './admin-sessions.repository';
import { presentPage, type Listed } from './admin-query';

type UnitInput = z.output<typeof adminHealthUnitSchema>;

export function presentUnit(u: HealthUnitRow): AdminHealthUnit {
  return { ...u, is_active: fromFlag(u.is_active) };
}

async function found(db: Kysely<DB>, id: number) {
  const row = await adminHealthUnitsRepository(db).byId(id);
  if (!row) throw notFound(ADMIN_MESSAGES.unitNotFound);
  return row;
}

export async function listUnits(
  db: Kysely<DB>,
  q: string,
  seek: Seek | undefined,
  limit: number,
): Promise<Listed<AdminHealthUnit>> {
  const repo = adminHealthUnitsRepository(db);
  const [page, total] = await Promise.all([repo.list(q, seek, limit), repo.count(q)]);
  return { page: presentPage(page, presentUnit), total };
}

/** Refuses a CNES another unit holds; two requests passing the check together meet the unique index. */
async function uniqueCnes<T>(
  db: Kysely<DB>,
  id: number | null,
  cnes: string | null,
  write: () => Promise<T>,
) {
  if (cnes) {
    const owner = await adminHealthUnitsRepository(db).cnesOwner(cnes);
    if (owner != null && owner !== id) throw conflict(PROFESSIONAL_CODE_MESSAGES.cnesTaken);
  }
  try {
    return await write();
  } catch (err) {
    if (cnes && isUniqueViolation(err)) throw conflict(PROFESSIONAL_CODE_MESSAGES.cnesTaken);
    throw err;
  }
}

export async function createUnit(db: Kysely<DB>, input: UnitInput): Promise<AdminHealthUnit> {
  const at = nowIso();
  const id = await uniqueCnes(db, null, input.cnes, () =>
    adminHealthUnitsRepository(db).insert({
      ...input,
      is_active: 1,
      created_at: at,
      updated_at: at,
    }),
  );
  return presentUnit(await found(db, id));
}

export async function updateUnit(db: Kysely<DB>, id: number, input: UnitInput): Promise<AdminHealthUnit> {
  const updated = await uniqueCnes(db, id, input.cnes, () =>
    adminHealthUnitsRepository(db).update(id, { ...input, updated_at: nowIso() }),
  );
  if (updated === 0) throw notFound(ADMIN_MESSAGES.unitNotFound);
  return presentUnit(await found(db, id));
}

export async function setUnitActive(db: Kysely<DB>, id: number, active: boolean): Promise<AdminHealthUnit> {
  const updated = await adminHealthUnitsRepository(db).update(id, {
    is_active: toFlag(active),
    updated_at: nowIso(),
  });
  if (updated === 0) throw notFound(ADMIN_MESSAGES.unitNotFound);
  if (!active) await adminSessionsRepository(db).endUnitAdmins(id);
  return presentUnit(await found(db, id));
}
