/** Vaccinations and exams: the only queries of this feature (the health card is the patients feature's row). */
import type { Insertable, Kysely } from 'kysely';
import type { DB, ExamsTable, VaccinationsTable } from '../../db/types';

export function healthRepository(db: Kysely<DB>) {
  return {
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

    /**
     * The patient's vaccinations for the printable card, newest first (one range of the
     * (patient, date) index), at most `take`, with the name of the unit that gave each.
     */
    vaccinationCard: (patientId: number, take: number): Promise<CardVaccinationRow[]> =>
      db
        .selectFrom('vaccinations as v')
        .leftJoin('health_units as u', 'u.id', 'v.health_unit_id')
        .select([
          'v.id',
          'v.vaccine_name',
          'v.vaccine_code',
          'v.dose_code',
          'v.dose_number',
          'v.vaccine_date',
          'v.batch_number',
          'v.manufacturer',
          'u.name as health_unit_name',
        ])
        .where('v.patient_id', '=', patientId)
        .orderBy('v.vaccine_date', 'desc')
        .orderBy('v.id', 'desc')
        .limit(take)
        .execute(),

    examById: (id: number) =>
      db
        .selectFrom('exams as e')
        .innerJoin('patients as p', 'p.id', 'e.patient_id')
        .selectAll('e')
        .select('p.full_name as patient_name')
        .where('e.id', '=', id)
        .executeTakeFirstOrThrow(),
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;

export type CardVaccinationRow = Pick<
  VaccinationsTable,
  | 'vaccine_name'
  | 'vaccine_code'
  | 'dose_code'
  | 'dose_number'
  | 'vaccine_date'
  | 'batch_number'
  | 'manufacturer'
> & { id: number; health_unit_name: string | null };
