/**
 * Where a prescription was issued (docs/decisions/027-clinical-access-by-care.md): the unit of its
 * consultation or, written outside one, the unit of its doctor. A unit's prescription list holds what
 * was issued there or by its doctors, read from this column's index and the doctor's, both in date
 * order. Existing rows take the same answer from their appointment and doctor.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

export const prescriptionUnit: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('prescriptions').addColumn('health_unit_id', 'integer').execute();
    await sql`update prescriptions set health_unit_id = coalesce(
      (select a.health_unit_id from appointments a where a.id = prescriptions.appointment_id),
      (select s.health_unit_id from staff s where s.id = prescriptions.doctor_staff_id))`.execute(db);
    await db.schema
      .createIndex('prescriptions_unit_date_idx')
      .on('prescriptions')
      .columns(['health_unit_id', 'prescription_date', 'id'])
      .execute();
    await db.schema
      .createIndex('prescriptions_doctor_date_idx')
      .on('prescriptions')
      .columns(['doctor_staff_id', 'prescription_date', 'id'])
      .execute();
  },
};
