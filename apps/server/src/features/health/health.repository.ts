/** Vaccinations, exams and the patient's own health card: the only queries of this feature. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, ExamsTable, PatientsTable, VaccinationsTable } from '../../db/types';

/** Whose rows a reader may see, decided by the service from the principal. */
export type HealthScope =
  | { kind: 'patient'; patientId: number }
  /** Patients who have an appointment with this doctor (and, for exams, exams the doctor ordered). */
  | { kind: 'doctor'; staffId: number }
  | { kind: 'all' };

export type Window = { limit: number; offset: number };

export function healthRepository(db: Kysely<DB>) {
  return {
    listVaccinations(scope: HealthScope, w: Window) {
      let q = db
        .selectFrom('vaccinations as v')
        .innerJoin('patients as p', 'p.id', 'v.patient_id')
        .select([
          'v.id',
          'v.vaccine_name',
          'v.vaccine_date',
          'v.dose_number',
          'v.administered_by',
          'v.next_dose_date',
          'v.batch_number',
          'v.notes',
          'p.full_name as patient_name',
        ]);
      if (scope.kind === 'patient') q = q.where('v.patient_id', '=', scope.patientId);
      if (scope.kind === 'doctor') {
        const staffId = scope.staffId;
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('appointments as a')
              .select('a.id')
              .whereRef('a.patient_id', '=', 'v.patient_id')
              .where('a.doctor_staff_id', '=', staffId),
          ),
        );
      }
      return q
        .orderBy('v.vaccine_date', 'desc')
        .orderBy('v.id', 'desc')
        .limit(w.limit)
        .offset(w.offset)
        .execute();
    },

    listExams(scope: HealthScope, w: Window) {
      let q = db
        .selectFrom('exams as e')
        .innerJoin('patients as p', 'p.id', 'e.patient_id')
        .select([
          'e.id',
          'e.exam_type',
          'e.exam_date',
          'e.result',
          'e.reference_values',
          'e.observations',
          'e.is_normal',
          'e.created_at',
          'e.file_id',
          'e.doctor_name',
          'e.approval_status',
          'p.full_name as patient_name',
        ]);
      if (scope.kind === 'patient') q = q.where('e.patient_id', '=', scope.patientId);
      if (scope.kind === 'doctor') {
        const staffId = scope.staffId;
        q = q.where((eb) =>
          eb.or([
            eb('e.doctor_staff_id', '=', staffId),
            eb.exists(
              eb
                .selectFrom('appointments as a')
                .select('a.id')
                .whereRef('a.patient_id', '=', 'e.patient_id')
                .where('a.doctor_staff_id', '=', staffId),
            ),
          ]),
        );
      }
      return q
        .orderBy('e.exam_date', 'desc')
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(w.limit)
        .offset(w.offset)
        .execute();
    },

    activePatientName: async (id: number) =>
      (
        await db
          .selectFrom('patients')
          .select('full_name')
          .where('id', '=', id)
          .where('is_active', '=', 1)
          .executeTakeFirst()
      )?.full_name,

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
