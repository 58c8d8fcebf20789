/** The active units offered in the appointment request form, in name order. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Seek } from '../../db/keyset';
import { fromFlag } from '../../lib/booleans';
import { healthUnitsRepository } from './health-units.repository';

export async function listActiveUnits(db: Kysely<DB>, seek: Seek | undefined, limit: number) {
  const repo = healthUnitsRepository(db);
  const [page, total] = await Promise.all([repo.listActive(seek, limit), repo.countActive()]);
  const items = page.items.map((u) => ({ ...u, is_active: fromFlag(u.is_active) }));
  return { page: { items, next: page.next }, total };
}
