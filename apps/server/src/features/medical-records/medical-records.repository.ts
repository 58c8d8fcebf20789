/** Medical records: the only queries of this feature. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** A patient reads their own records, a doctor the ones they wrote, the department all of them. */
export type RecordsScope =
  { kind: 'patient'; patientId: number } | { kind: 'author'; staffId: number } | { kind: 'all' };

export function medicalRecordsRepository(db: Kysely<DB>) {
  return {
    list(scope: RecordsScope, w: { limit: number; offset: number }) {
      let q = db
        .selectFrom('medical_records as r')
        .innerJoin('patients as p', 'p.id', 'r.patient_id')
        .leftJoin('staff as s', 's.id', 'r.doctor_staff_id')
        .select([
          'r.id',
          'p.full_name as patient_name',
          's.full_name as doctor_name',
          'r.record_date',
          'r.diagnosis',
          'r.treatment',
          'r.observations',
        ]);
      if (scope.kind === 'patient') q = q.where('r.patient_id', '=', scope.patientId);
      if (scope.kind === 'author') q = q.where('r.doctor_staff_id', '=', scope.staffId);
      return q
        .orderBy('r.record_date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(w.limit)
        .offset(w.offset)
        .execute();
    },
  };
}
