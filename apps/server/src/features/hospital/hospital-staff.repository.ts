import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { HOSPITAL_STAFF_TYPES } from '@saude/shared/schemas/hospital';
import type { DB, StaffTable } from '../../db/types';
import { readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { keyRange } from './hospital-pages';

const newestFirst = [sql.ref('created_at'), sql.ref('id')];

export function hospitalStaffRepository(db: Kysely<DB>) {
  /** A unit manages its employee doctors and receptionists, never department staff. */
  const members = (unitId: number) =>
    db
      .selectFrom('staff')
      .where('health_unit_id', '=', unitId)
      .where('user_type', 'in', HOSPITAL_STAFF_TYPES);
  const ofUnitQuery = (unitId: number) =>
    members(unitId).select([
      'id',
      'full_name',
      'cpf',
      'phone',
      'user_type',
      'specialty',
      'crm',
      'crm_uf',
      'cbo',
      'is_active',
      'created_at',
    ]);

  return {
    /** The unit's team, newest first (the one just added on top), read by key. */
    list: (unitId: number, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (m: { created_at: string; id: number }) => [m.created_at, m.id],
            read: (afterKey, take) =>
              keyRange(ofUnitQuery(unitId), newestFirst, 'desc', afterKey, take).execute(),
          },
        ],
        seek,
        limit,
      ),

    count: (unitId: number) => cappedTotal(db, members(unitId)),

    ofUnit: (unitId: number, id: number) => ofUnitQuery(unitId).where('id', '=', id).executeTakeFirst(),

    cpfOwner: async (cpf: string) =>
      (await db.selectFrom('staff').select('id').where('cpf', '=', cpf).executeTakeFirst())?.id,

    insert: async (row: Insertable<StaffTable>) =>
      (await db.insertInto('staff').values(row).returning('id').executeTakeFirstOrThrow()).id,

    update: async (unitId: number, id: number, changes: Updateable<StaffTable>) => {
      await db
        .updateTable('staff')
        .set(changes)
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .execute();
    },
  };
}
export type HospitalStaffRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof hospitalStaffRepository>['ofUnit']>>
>;
