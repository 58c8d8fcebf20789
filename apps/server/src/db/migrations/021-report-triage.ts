/**
 * The department's triage of environmental reports (issue: report triage): a note the reporter reads
 * with each status change, and the search for possible duplicates (same type within 50 m), which
 * starts from a narrow band of latitude of one type.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const reportTriage: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('environmental_reports').addColumn('status_note', 'text').execute();
    await db.schema
      .createIndex('environmental_reports_type_place_idx')
      .on('environmental_reports')
      .columns(['report_type', 'latitude', 'longitude'])
      .execute();
  },
};
