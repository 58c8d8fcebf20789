/**
 * The department's analytics, each figure grouped and counted by the database. Periods arrive as
 * inclusive city dates for date columns and as UTC ranges for timestamp columns, computed by the
 * service, so no date arithmetic is written in either SQL dialect. Every filter is a range on an
 * existing index: appointments_date_idx, prescriptions_date_idx, vaccinations_date_idx,
 * environmental_reports_created_idx, appointment_requests_status_idx (status, created_at) and
 * medical_records_date_idx, from which each record's diagnoses are read by their key.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** PostgreSQL answers count(*) as a bigint in text, SQLite as a number. */
const count = sql<number | string>`count(*)`;
export const asNumber = (v: number | string | bigint | null | undefined): number => Number(v ?? 0);

export type DateRange = { from: string; to: string };
export type InstantRange = { start: string; end: string };

export function analyticsRepository(db: Kysely<DB>) {
  const appointmentsIn = ({ from, to }: DateRange) =>
    db
      .selectFrom('appointments as a')
      .where('a.appointment_date', '>=', from)
      .where('a.appointment_date', '<=', to);

  const reportsIn = ({ start, end }: InstantRange) =>
    db.selectFrom('environmental_reports').where('created_at', '>=', start).where('created_at', '<', end);

  return {
    appointmentsByStatus: (range: DateRange) =>
      appointmentsIn(range)
        .select(['a.status', count.as('n')])
        .groupBy('a.status')
        .execute(),

    /** A unit's current name; appointments whose unit was removed or never set share one row. */
    appointmentsByUnit: (range: DateRange) =>
      appointmentsIn(range)
        .leftJoin('health_units as u', 'u.id', 'a.health_unit_id')
        .select(['u.id as health_unit_id', 'u.name as health_unit_name', count.as('n')])
        .groupBy(['u.id', 'u.name'])
        .orderBy(count, 'desc')
        .orderBy('u.name')
        .execute(),

    appointmentsByDay: (range: DateRange) =>
      appointmentsIn(range)
        .select(['a.appointment_date as date', count.as('n')])
        .groupBy('a.appointment_date')
        .orderBy('a.appointment_date')
        .execute(),

    /**
     * Pending requests counted per UTC hour of creation. The city's offset is a whole number of hours,
     * so every request of one hour falls on the same city date; the service turns hours into waiting
     * days without reading one row per request. Literal bounds keep the select and GROUP BY
     * expressions identical, which PostgreSQL requires.
     */
    pendingRequestsByHour: () => {
      const hour = sql<string>`substr(created_at, ${sql.lit(1)}, ${sql.lit(13)})`;
      return db
        .selectFrom('appointment_requests')
        .where('status', '=', 'pending')
        .select([hour.as('hour'), count.as('n')])
        .groupBy(hour)
        .execute();
    },

    /** Appointments cancelled in the period, a range of migration 026's partial index. */
    slotsFreed: async ({ start, end }: InstantRange) =>
      asNumber(
        (
          await db
            .selectFrom('appointments')
            .where('cancelled_at', '>=', start)
            .where('cancelled_at', '<', end)
            .select(count.as('n'))
            .executeTakeFirst()
        )?.n,
      ),

    reportsByType: (range: InstantRange) =>
      reportsIn(range)
        .select(['report_type', count.as('n')])
        .groupBy('report_type')
        .execute(),

    reportsByStatus: (range: InstantRange) =>
      reportsIn(range)
        .select(['status', count.as('n')])
        .groupBy('status')
        .execute(),

    /** A blank neighbourhood counts as unknown; the label is a literal for the same GROUP BY reason. */
    reportsByNeighborhood: (range: InstantRange, unknownLabel: string) => {
      const neighborhood = sql<string>`coalesce(nullif(trim(neighborhood), ''), ${sql.lit(unknownLabel)})`;
      return reportsIn(range)
        .select([neighborhood.as('neighborhood'), count.as('n')])
        .groupBy(neighborhood)
        .orderBy(count, 'desc')
        .orderBy(neighborhood)
        .execute();
    },

    topVaccines: ({ from, to }: DateRange, limit: number) =>
      db
        .selectFrom('vaccinations')
        .where('vaccine_date', '>=', from)
        .where('vaccine_date', '<=', to)
        .select(['vaccine_name', count.as('n')])
        .groupBy('vaccine_name')
        .orderBy(count, 'desc')
        .orderBy('vaccine_name')
        .limit(limit)
        .execute(),

    /** The CID-10 codes most recorded on visits of the period (record_date), ties in code order. */
    topDiagnoses: ({ from, to }: DateRange, limit: number) =>
      db
        .selectFrom('medical_records as r')
        .innerJoin('medical_record_diagnoses as d', 'd.medical_record_id', 'r.id')
        .where('r.record_date', '>=', from)
        .where('r.record_date', '<=', to)
        .select(['d.cid10_code', count.as('n')])
        .groupBy('d.cid10_code')
        .orderBy(count, 'desc')
        .orderBy('d.cid10_code')
        .limit(limit)
        .execute(),

    prescriptionsByDay: ({ from, to }: DateRange) =>
      db
        .selectFrom('prescriptions')
        .where('prescription_date', '>=', from)
        .where('prescription_date', '<=', to)
        .select(['prescription_date as date', count.as('n')])
        .groupBy('prescription_date')
        .orderBy('prescription_date')
        .execute(),
  };
}
