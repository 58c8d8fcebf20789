/**
 * Indexes found missing by the city-scale benchmarks (bench/RESULTS.md). The department's appointment
 * list (GET /api/appointments, scope "all") orders by date, then time with untimed appointments at
 * 08:00, then id: without an index on exactly that expression both SQLite and PostgreSQL sort the
 * whole table for every page (about 1 s at 1M appointments); with it the first page reads 20 rows.
 * The literal must stay equal to UNTIMED_SLOT in appointments.repository.ts, or the planners stop
 * using the index.
 * A hospital sees the requests of its unit, the unassigned pending ones and those it decided
 * (GET /api/hospital/appointment-requests): the last branch of that OR had no index, so the whole
 * table was scanned on every poll; with it each branch is an index range.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const benchIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('appointments_list_order_idx')
      .on('appointments')
      .expression(sql`appointment_date, coalesce(appointment_time, '08:00'), id`)
      .execute();
    await db.schema
      .createIndex('appointment_requests_decided_unit_idx')
      .on('appointment_requests')
      .columns(['decided_health_unit_id', 'created_at'])
      .execute();
  },
};
