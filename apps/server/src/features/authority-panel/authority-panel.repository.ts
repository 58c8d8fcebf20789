import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** Adults start at 18 (spec 02 section 9: child 0-17). */
const ADULT_AGE = 18;

export function authorityPanelRepository(db: Kysely<DB>) {
  return {
    /**
     * The panel's four counters in one pass over the table. sum() of nothing is null, and
     * PostgreSQL answers bigint sums as text, hence the coalesce and the Number() by the caller.
     */
    summary: (since: string) =>
      db
        .selectFrom('provisional_patients')
        .select([
          sql<number | string>`count(*)`.as('total'),
          sql<
            number | string
          >`coalesce(sum(case when registration_date >= ${since} then 1 else 0 end), 0)`.as('last_7_days'),
          sql<
            number | string
          >`coalesce(sum(case when approximate_age < ${ADULT_AGE} then 1 else 0 end), 0)`.as('under_18'),
          sql<number | string>`coalesce(sum(case when gender = 'feminino' then 1 else 0 end), 0)`.as(
            'female',
          ),
        ])
        .executeTakeFirstOrThrow(),
  };
}
