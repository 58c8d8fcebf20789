import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, HospitalDoctorsTable } from '../../db/types';

export function hospitalDoctorsRepository(db: Kysely<DB>) {
  return {
    list: (unitId: number) =>
      db
        .selectFrom('hospital_doctors')
        .selectAll()
        .where('health_unit_id', '=', unitId)
        .orderBy('doctor_name')
        .orderBy('id')
        .execute(),

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

    /** Whether any appointment or request names this doctor (their history must keep the name). */
    async hasHistory(id: number): Promise<boolean> {
      const [appointment, request] = await Promise.all([
        db.selectFrom('appointments').select('id').where('hospital_doctor_id', '=', id).executeTakeFirst(),
        db
          .selectFrom('appointment_requests')
          .select('id')
          .where('assigned_hospital_doctor_id', '=', id)
          .executeTakeFirst(),
      ]);
      return Boolean(appointment ?? request);
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
