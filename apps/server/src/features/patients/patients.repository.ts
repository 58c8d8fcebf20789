/** Patient look-ups for doctors choosing whom to prescribe to: the only queries of this feature. */
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DB } from '../../db/types';

export function patientsRepository(db: Kysely<DB>) {
  return {
    /** Active patients meeting `where` (patient-search.ts's plan), in name order. */
    search: (where: RawBuilder<SqlBool>, max: number) =>
      db
        .selectFrom('patients')
        .select(['id', 'full_name', 'cpf', 'sus_card'])
        .where('is_active', '=', 1)
        .where(where)
        .orderBy('full_name')
        .orderBy('id')
        .limit(max)
        .execute(),
  };
}
