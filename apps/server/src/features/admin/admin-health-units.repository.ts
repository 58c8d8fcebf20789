import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, HealthUnitsTable } from '../../db/types';
import { countAll, ilike, likePattern, toCount, type Page } from './admin-query';

export type HealthUnitRow = Selectable<HealthUnitsTable>;

export function adminHealthUnitsRepository(db: Kysely<DB>) {
  /** Name or address, as a case-insensitive substring; inactive units are listed too. */
  const filtered = (q: string) => {
    const query = db.selectFrom('health_units');
    if (!q) return query;
    const pattern = likePattern(q);
    return query.where((eb) =>
      eb.or([ilike('name', pattern), ilike('address', pattern), ilike('full_address', pattern)]),
    );
  };

  return {
    list: (q: string, page: Page) =>
      filtered(q).selectAll().orderBy('name').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    count: async (q: string) => toCount((await filtered(q).select(countAll).executeTakeFirstOrThrow()).n),
    byId: (id: number) => db.selectFrom('health_units').selectAll().where('id', '=', id).executeTakeFirst(),
    insert: async (row: Insertable<HealthUnitsTable>) =>
      (await db.insertInto('health_units').values(row).returning('id').executeTakeFirstOrThrow()).id,
    update: async (id: number, values: Updateable<HealthUnitsTable>) =>
      Number(
        (await db.updateTable('health_units').set(values).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),
  };
}
