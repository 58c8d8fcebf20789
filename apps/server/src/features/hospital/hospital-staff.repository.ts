import type { Insertable, Kysely, Updateable } from 'kysely';
import { HOSPITAL_STAFF_TYPES } from '@saude/shared/schemas/hospital';
import type { DB, StaffTable } from '../../db/types';

export function hospitalStaffRepository(db: Kysely<DB>) {
  /** A unit manages its employee doctors and receptionists, never department staff. */
  const ofUnitQuery = (unitId: number) =>
    db
      .selectFrom('staff')
      .select(['id', 'full_name', 'cpf', 'phone', 'user_type', 'specialty', 'crm', 'is_active', 'created_at'])
      .where('health_unit_id', '=', unitId)
      .where('user_type', 'in', HOSPITAL_STAFF_TYPES);

  return {
    list: (unitId: number) => ofUnitQuery(unitId).orderBy('full_name').orderBy('id').execute(),

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
