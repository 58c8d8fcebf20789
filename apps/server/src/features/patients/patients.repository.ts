/** Patient look-ups for doctors choosing whom to prescribe to, and what to watch for: this feature's queries. */
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DB } from '../../db/types';

export function patientsRepository(db: Kysely<DB>) {
  return {
    /** Whether the unit registered the patient (part of the care relationship, decision 027). */
    registeredBy: async (id: number, unitId: number) =>
      (await db
        .selectFrom('patients')
        .select('id')
        .where('id', '=', id)
        .where('created_by_health_unit_id', '=', unitId)
        .executeTakeFirst()) !== undefined,

    /** Patients meeting `where` (patient-search.ts's plan, scope included), in name order. */
    search: (where: RawBuilder<SqlBool>, take: number) =>
      db
        .selectFrom('patients')
        .select(['id', 'full_name', 'cpf', 'sus_card'])
        .where(where)
        .orderBy('full_name')
        .orderBy('id')
        .limit(take)
        .execute(),

    /** An active patient's allergies and blood type: only active patients can be prescribed to. */
    allergyCard: (id: number) =>
      db
        .selectFrom('patients')
        .select(['id', 'full_name', 'blood_type', 'allergies'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst(),
  };
}
