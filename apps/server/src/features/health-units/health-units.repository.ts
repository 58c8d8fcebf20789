import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

const byName = [sql.ref('name'), sql.ref('id')];

export function healthUnitsRepository(db: Kysely<DB>) {
  const active = () => db.selectFrom('health_units').where('is_active', '=', 1);
  return {
    /** The active units in name order, with the fields of the request form's choices. */
    listActive: (seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (u: { name: string; id: number }) => [u.name, u.id],
            read: (afterKey, take) => {
              let q = active().select(['id', 'name', 'address', 'full_address', 'city', 'state']);
              if (afterKey) q = q.where(after(byName, 'asc', afterKey));
              return q.orderBy('name').orderBy('id').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      ),
    countActive: () => cappedTotal(db, active()),

    /** Any unit, active or not: a unit closed later still names the visits and staff it had. */
    nameOf: async (id: number) =>
      (await db.selectFrom('health_units').select('name').where('id', '=', id).executeTakeFirst())?.name ??
      null,
    namesOf: async (ids: readonly number[]) =>
      new Map(
        ids.length === 0
          ? []
          : (await db.selectFrom('health_units').select(['id', 'name']).where('id', 'in', ids).execute()).map(
              (u) => [u.id, u.name] as const,
            ),
      ),
  };
}
