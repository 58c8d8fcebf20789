/** Indexes for the department's city-wide lists, sorted by date, and a doctor's own exams. */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const listIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('vaccinations_date_idx').on('vaccinations').column('vaccine_date').execute();
    await db.schema.createIndex('exams_date_idx').on('exams').column('exam_date').execute();
    await db.schema
      .createIndex('exams_doctor_idx')
      .on('exams')
      .columns(['doctor_staff_id', 'exam_date'])
      .execute();
    await db.schema
      .createIndex('environmental_reports_created_idx')
      .on('environmental_reports')
      .column('created_at')
      .execute();
  },
};
