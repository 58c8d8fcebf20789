/**
 * Work that must happen once however many app servers run (decision 036): a server claims a run of a
 * job by inserting its key; the primary key lets exactly one insert win.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const jobClaims: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('job_claims')
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('run_key', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('job_claims_pk', ['job', 'run_key'])
      .execute();
  },
};
