/**
 * A finished visit's diagnoses as CID-10 codes (issue: national health network), one row per code in
 * the order the doctor chose them; the free-text diagnosis stays on the record beside them. The code
 * index serves the analytics' counts per diagnosis.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const diagnosisCodes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('medical_record_diagnoses')
      .addColumn('medical_record_id', 'integer', (c) =>
        c.notNull().references('medical_records.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('cid10_code', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('medical_record_diagnoses_pkey', ['medical_record_id', 'cid10_code'])
      .execute();
    await db.schema
      .createIndex('medical_record_diagnoses_code_idx')
      .on('medical_record_diagnoses')
      .column('cid10_code')
      .execute();
  },
};
