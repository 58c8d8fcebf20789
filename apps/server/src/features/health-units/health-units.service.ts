/** The active units offered in the appointment request form, in name order. */
import type { Kysely } from 'kysely';
import type { HealthUnitOption } from '@saude/shared/schemas/health-units';
import type { DB } from '../../db/types';
import type { Page, Seek } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { healthUnitsRepository } from './health-units.repository';

export async function listActiveUnits(
  db: Kysely<DB>,
  seek: Seek | undefined,
  limit: number,
): Promise<{ page: Page<HealthUnitOption>; total: Total }> {
  const repo = healthUnitsRepository(db);
  const [page, total] = await Promise.all([repo.listActive(seek, limit), repo.countActive()]);
  return { page, total };
}
