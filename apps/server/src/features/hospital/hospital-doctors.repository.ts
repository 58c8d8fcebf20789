import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DB, HospitalDoctorsTable } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { keyRange } from './hospital-pages';

const newestFirst = [sql.ref('created_at'), sql.ref('id')];

export function hospitalDoctorsRepository(db: Kysely<DB>) {
  const ofUnit = (unitId: number) => db.selectFrom('hospital_doctors').where('health_unit_id', '=', unitId);

  return {
    /** The unit's autonomous doctors, newest first (the one just added on top), read by key. */
    list: (unitId: number, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (d: { created_at: string; id: number }) => [d.created_at, d.id],
            read: (afterKey, take) =>
              keyRange(ofUnit(unitId).selectAll(), newestFirst, 'desc', afterKey, take).execute(),
          },
        ],
        seek,
        limit,
      ),

    count: (unitId: number) => cappedTotal(db, ofUnit(unitId)),

    ofUnit: (unitId: number, id: number) =>
      db
        .selectFrom('hospital_doctors')
        .selectAll()
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .executeTakeFirst(),

    insert: async (row: Insertable<HospitalDoctorsTable>) =>
      (await db.insertInto('hospital_doctors').values(row).returning('id').executeTakeFirstOrThrow()).id,

    update: async (unitId: number, id: number, changes: Updateable<HospitalDoctorsTable>) => {
      await db
        .updateTable('hospital_doctors')
        .set(changes)
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .execute();
    },

    delete: async (unitId: number, id: number) => {
      await db
        .deleteFrom('hospital_doctors')
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .execute();
    },
  };
}
