import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, HealthUnitsTable } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { cappedTotal, everyWordIn, newestFirst } from './admin-query';

export type HealthUnitRow = Selectable<HealthUnitsTable>;

export function adminHealthUnitsRepository(db: Kysely<DB>) {
  /** Name, address or CNES, as case-insensitive substrings; inactive units are listed too. */
  const filtered = (q: string) => {
    const query = db.selectFrom('health_units');
    return q ? query.where(everyWordIn(['name', 'address', 'full_address', 'cnes'], q)) : query;
  };

  return {
    /** Newest first, read by key on (created_at, id). */
    list: (q: string, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          newestFirst<HealthUnitRow>(
            'created_at',
            'id',
            (u) => [u.created_at, u.id],
            () => filtered(q).selectAll(),
          ),
        ],
        seek,
        limit,
      ),
    count: (q: string) => cappedTotal(db, filtered(q)),
    byId: (id: number) => db.selectFrom('health_units').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The unit holding a CNES, if any. */
    cnesOwner: async (cnes: string) =>
      (await db.selectFrom('health_units').select('id').where('cnes', '=', cnes).executeTakeFirst())?.id,
    insert: async (row: Insertable<HealthUnitsTable>) =>
      (await db.insertInto('health_units').values(row).returning('id').executeTakeFirstOrThrow()).id,
    update: async (id: number, values: Updateable<HealthUnitsTable>) =>
      Number(
        (await db.updateTable('health_units').set(values).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),
  };
}
