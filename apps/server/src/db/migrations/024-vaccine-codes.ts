/**
 * Vaccinations coded after the national immunization calendar (PNI, issue: national health network):
 * the immunobiological's code (null for a vaccine the calendar lacks, kept as free text in
 * vaccine_name), the dose's code and the manufacturer. The lot already has its column (batch_number).
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const vaccineCodes: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('vaccinations').addColumn('vaccine_code', 'text').execute();
    await db.schema.alterTable('vaccinations').addColumn('dose_code', 'text').execute();
    await db.schema.alterTable('vaccinations').addColumn('manufacturer', 'text').execute();
  },
};
