import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, HospitalAdministratorsTable } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { cappedTotal, everyWordIn, newestFirst } from './admin-query';

export function adminHospitalAdminsRepository(db: Kysely<DB>) {
  const withUnit = () =>
    db.selectFrom('hospital_administrators as h').innerJoin('health_units as u', 'u.id', 'h.health_unit_id');

  /** Administrator name or username. */
  const filtered = (q: string) => {
    const query = withUnit();
    return q ? query.where(everyWordIn(['h.administrator_name', 'h.username'], q)) : query;
  };
  const withUnitName = (q: string) => filtered(q).selectAll('h').select('u.name as health_unit_name');
  type Row = Awaited<ReturnType<ReturnType<typeof withUnitName>['executeTakeFirstOrThrow']>>;

  return {
    /** Newest first, read by key on (created_at, id); each row's unit by its primary key. */
    list: (q: string, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          newestFirst<Row>(
            'h.created_at',
            'h.id',
            (a) => [a.created_at, a.id],
            () => withUnitName(q),
          ),
        ],
        seek,
        limit,
      ),
    count: (q: string) => cappedTotal(db, filtered(q)),
    byId: (id: number) =>
      withUnit()
        .selectAll('h')
        .select('u.name as health_unit_name')
        .where('h.id', '=', id)
        .executeTakeFirst(),
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
