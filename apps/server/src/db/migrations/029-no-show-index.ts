/**
 * The automatic no-show (decision 036) looks for appointments dated before a day that are still
 * 'scheduled'. Past days hold the city's whole history, almost none of it still scheduled, so the date
 * index alone would walk every past appointment once a day. A partial index holds only the scheduled
 * rows (the coming agenda, and whatever the job has yet to mark), by date and id: the job reads it as
 * one range in chunks. The literal must stay equal to the one in appointments.repository.ts
 * (markNoShowsBefore), or SQLite's planner cannot prove the index covers the query.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const noShowIndex: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('appointments_scheduled_date_idx')
      .on('appointments')
      .columns(['appointment_date', 'id'])
      .where(sql.ref('status'), '=', sql.lit('scheduled'))
      .execute();
  },
};
