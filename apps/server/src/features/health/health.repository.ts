/** Vaccinations, exams and the patient's own health card: the only queries of this feature. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, ExamsTable, PatientsTable, VaccinationsTable } from '../../db/types';

export function healthRepository(db: Kysely<DB>) {
  return {
    activePatientName: async (id: number) =>
      (
        await db
          .selectFrom('patients')
          .select('full_name')
          .where('id', '=', id)
          .where('is_active', '=', 1)
          .executeTakeFirst()
      )?.full_name,

    /**
     * Whether the patient is in the care of this unit (or of this doctor): an appointment, a request,
     * an earlier vaccination or exam there, or registered by it. Each question starts from the
     * patient's own rows (indexed by patient), so it costs what one patient's history costs.
     */
    async inCareOf(patientId: number, carer: { unitId: number | null; staffId: number | null }) {
      const { unitId, staffId } = carer;
      const found = (rows: Promise<unknown>) => rows.then((row) => row !== undefined);
      const checks: Promise<boolean>[] = [];
      if (staffId != null || unitId != null) {
        checks.push(
          found(
            db
              .selectFrom('appointments')
              .select('id')
              .where('patient_id', '=', patientId)
              .where((eb) =>
                eb.or([
                  ...(staffId != null ? [eb('doctor_staff_id', '=', staffId)] : []),
                  ...(unitId != null ? [eb('health_unit_id', '=', unitId)] : []),
                ]),
              )
              .limit(1)
              .executeTakeFirst(),
          ),
        );
      }
      if (unitId != null) {
        checks.push(
          found(
            db
              .selectFrom('appointment_requests')
              .select('id')
              .where('patient_id', '=', patientId)
              .where((eb) =>
                eb.or([eb('health_unit_id', '=', unitId), eb('decided_health_unit_id', '=', unitId)]),
              )
              .limit(1)
              .executeTakeFirst(),
          ),
          ...(['vaccinations', 'exams'] as const).map((records) =>
            found(
              db
                .selectFrom(records)
                .select('id')
                .where('patient_id', '=', patientId)
                .where('health_unit_id', '=', unitId)
                .limit(1)
                .executeTakeFirst(),
            ),
          ),
          found(
            db
              .selectFrom('patients')
              .select('id')
              .where('id', '=', patientId)
              .where('created_by_health_unit_id', '=', unitId)
              .executeTakeFirst(),
          ),
        );
      }
      return (await Promise.all(checks)).some(Boolean);
    },

    unitName: async (id: number) =>
      (await db.selectFrom('health_units').select('name').where('id', '=', id).executeTakeFirst())?.name,

    insertVaccination: async (row: Insertable<VaccinationsTable>) =>
      (await db.insertInto('vaccinations').values(row).returning('id').executeTakeFirstOrThrow()).id,

    insertExam: async (row: Insertable<ExamsTable>) =>
      (await db.insertInto('exams').values(row).returning('id').executeTakeFirstOrThrow()).id,

    vaccinationById: (id: number) =>
      db
        .selectFrom('vaccinations as v')
        .innerJoin('patients as p', 'p.id', 'v.patient_id')
        .selectAll('v')
        .select('p.full_name as patient_name')
        .where('v.id', '=', id)
        .executeTakeFirstOrThrow(),

    examById: (id: number) =>
      db
        .selectFrom('exams as e')
        .innerJoin('patients as p', 'p.id', 'e.patient_id')
        .selectAll('e')
        .select('p.full_name as patient_name')
        .where('e.id', '=', id)
        .executeTakeFirstOrThrow(),

    patientById: (id: number) =>
      db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirst(),

    updatePatient: (id: number, values: Updateable<PatientsTable>) =>
      db.updateTable('patients').set(values).where('id', '=', id).execute(),
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
