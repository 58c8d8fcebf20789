/** Patient look-ups for doctors choosing whom to prescribe to: the only queries of this feature. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** LIKE treats % and _ as wildcards; typed text must match literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function patientsRepository(db: Kysely<DB>) {
  return {
    /**
     * Name anywhere in the full name, case-insensitive on both engines (lower() on both sides);
     * CPF and SUS card by their leading digits, which is how people read them out.
     */
    search(text: string, digits: string, max: number) {
      const namePattern = `%${escapeLike(text)}%`;
      const digitsPattern = `${escapeLike(digits)}%`;
      return db
        .selectFrom('patients')
        .select(['id', 'full_name', 'cpf', 'sus_card'])
        .where('is_active', '=', 1)
        .where((eb) => {
          const byName = sql<boolean>`lower(${sql.ref('full_name')}) like lower(${namePattern}) escape '\\'`;
          if (!digits) return byName;
          return eb.or([
            byName,
            sql<boolean>`${sql.ref('cpf')} like ${digitsPattern} escape '\\'`,
            sql<boolean>`${sql.ref('sus_card')} like ${digitsPattern} escape '\\'`,
          ]);
        })
        .orderBy('full_name')
        .orderBy('id')
        .limit(max)
        .execute();
    },
  };
}
