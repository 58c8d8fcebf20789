/** Counts for the department's overview and the report analytics, each computed by the database. */
import type { Kysely } from 'kysely';
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
     * Reports by neighbourhood as written, on the neighbourhood's index (migration 032): no row of
     * the table is read. The service folds blank and padded names together.
     */
    reportsByNeighborhood: () =>
      db
        .selectFrom('environmental_reports')
        .select(['neighborhood', countAll])
        .groupBy('neighborhood')
        .execute(),

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
