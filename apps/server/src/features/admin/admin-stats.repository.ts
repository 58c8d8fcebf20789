/** Counts for the department's overview and the report analytics, each computed by the database. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { countAll, toCount } from './admin-query';

type CountedTable =
  'staff' | 'patients' | 'health_units' | 'environmental_reports' | 'prescriptions' | 'provisional_patients';

export function adminStatsRepository(db: Kysely<DB>) {
  return {
    count: async (table: CountedTable) =>
      toCount((await db.selectFrom(table).select(countAll).executeTakeFirstOrThrow()).n),

    pendingRequests: async () =>
      toCount(
        (
          await db
            .selectFrom('appointment_requests')
            .select(countAll)
            .where('status', '=', 'pending')
            .executeTakeFirstOrThrow()
        ).n,
      ),

    appointmentsOn: async (date: string) =>
      toCount(
        (
          await db
            .selectFrom('appointments')
            .select(countAll)
            .where('appointment_date', '=', date)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    reportsByStatus: () =>
      db.selectFrom('environmental_reports').select(['status', countAll]).groupBy('status').execute(),

    /**
     * A blank neighbourhood counts as unknown, so the chart has no empty label. The label is a constant
     * written as a literal: PostgreSQL only matches the select and GROUP BY expressions when they are
     * identical, and two bound parameters are not.
     */
    reportsByNeighborhood: (unknownLabel: string) => {
      const neighborhood = sql<string>`coalesce(nullif(trim(neighborhood), ''), ${sql.lit(unknownLabel)})`;
      return db
        .selectFrom('environmental_reports')
        .select([neighborhood.as('neighborhood'), countAll])
        .groupBy(neighborhood)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(neighborhood)
        .execute();
    },

    reportPoints: (limit: number) =>
      db
        .selectFrom('environmental_reports')
        .select(['id', 'title', 'report_type', 'status', 'latitude', 'longitude'])
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
