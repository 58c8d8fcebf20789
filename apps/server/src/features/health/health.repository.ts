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
     * Whether the unit recorded a vaccination or an exam of the patient (part of the care
     * relationship, decision 027): from the patient's own rows, indexed by patient.
     */
    async recordedAt(patientId: number, unitId: number) {
      const found = await Promise.all(
        (['vaccinations', 'exams'] as const).map((records) =>
          db
            .selectFrom(records)
            .select('id')
            .where('patient_id', '=', patientId)
            .where('health_unit_id', '=', unitId)
            .limit(1)
            .executeTakeFirst(),
        ),
      );
      return found.some((row) => row !== undefined);
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
