/**
 * When a unit decided an exam (docs/decisions/024-closing-what-an-attacker-found.md): a patient sees
 * an exam only once its unit approved it, and is told then, so the decision needs a time of its own.
 * Exams decided before this migration take their creation time.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const examReview: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('exams').addColumn('reviewed_at', 'text').execute();
    await sql`update exams set reviewed_at = created_at where approval_status <> 'pending'`.execute(db);
    // The patient's poll: "approved since", a range on the patient's decision times.
    await db.schema
      .createIndex('exams_patient_reviewed_idx')
      .on('exams')
      .columns(['patient_id', 'reviewed_at'])
      .execute();
  },
};
