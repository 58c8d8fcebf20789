import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, HospitalAdministratorsTable } from '../../db/types';
import { countAll, ilike, likePattern, toCount, type Page } from './admin-query';

export function adminHospitalAdminsRepository(db: Kysely<DB>) {
  const withUnit = () =>
    db.selectFrom('hospital_administrators as h').innerJoin('health_units as u', 'u.id', 'h.health_unit_id');

  /** Administrator name or username. */
  const filtered = (q: string) => {
    const query = withUnit();
    if (!q) return query;
    const pattern = likePattern(q);
    return query.where((eb) => eb.or([ilike('h.administrator_name', pattern), ilike('h.username', pattern)]));
  };

  return {
    list: (q: string, page: Page) =>
      filtered(q)
        .selectAll('h')
        .select('u.name as health_unit_name')
        .orderBy('h.administrator_name')
        .orderBy('h.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    count: async (q: string) => toCount((await filtered(q).select(countAll).executeTakeFirstOrThrow()).n),
    byId: (id: number) =>
      withUnit()
        .selectAll('h')
        .select('u.name as health_unit_name')
        .where('h.id', '=', id)
        .executeTakeFirst(),
    unitExists: async (unitId: number) =>
      Boolean(await db.selectFrom('health_units').select('id').where('id', '=', unitId).executeTakeFirst()),
    usernameOwner: async (username: string) =>
      (
        await db
          .selectFrom('hospital_administrators')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst()
      )?.id,
    insert: async (row: Insertable<HospitalAdministratorsTable>) =>
      (await db.insertInto('hospital_administrators').values(row).returning('id').executeTakeFirstOrThrow())
        .id,
    update: async (id: number, values: Updateable<HospitalAdministratorsTable>) =>
      Number(
        (await db.updateTable('hospital_administrators').set(values).where('id', '=', id).executeTakeFirst())
          .numUpdatedRows,
      ),
  };
}
