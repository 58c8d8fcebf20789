/**
 * Why a unit rejected a request (docs/decisions/018-a-rejection-says-why.md): written by the unit,
 * read by the patient. Requests rejected before it have none.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const requestRejectionReason: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('appointment_requests').addColumn('rejection_reason', 'text').execute();
  },
};
