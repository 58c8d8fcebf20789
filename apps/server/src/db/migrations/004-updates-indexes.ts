/**
 * Indexes for the 30 s update poll (GET /api/updates): each role's "what is new since" becomes a
 * range on a creation or decision time inside its scope, instead of reading all of a patient's,
 * doctor's or unit's rows on every poll of every open client.
 */
import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const updatesIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('appointment_requests_patient_decided_idx')
      .on('appointment_requests')
      .columns(['patient_id', 'decided_at'])
      .execute();
    await db.schema
      .createIndex('exams_patient_created_idx')
      .on('exams')
      .columns(['patient_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('appointments_doctor_created_idx')
      .on('appointments')
      .columns(['doctor_staff_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('appointments_unit_created_idx')
      .on('appointments')
      .columns(['health_unit_id', 'created_at'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const name of [
      'appointment_requests_patient_decided_idx',
      'exams_patient_created_idx',
      'appointments_doctor_created_idx',
      'appointments_unit_created_idx',
    ]) {
      await db.schema.dropIndex(name).execute();
    }
  },
};
