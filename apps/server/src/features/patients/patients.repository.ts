/** Patient look-ups for doctors choosing whom to prescribe to: the only queries of this feature. */
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DB } from '../../db/types';

export function patientsRepository(db: Kysely<DB>) {
  return {
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
  };
}
