import { sql, type Kysely } from 'kysely';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import type { DB } from '../../db/types';
import { readPage, type Direction, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { nowIso } from '../../lib/time';
import { keyRange, type ForPatients } from './hospital-pages';
import { hospitalPrescriptions } from './hospital-prescriptions.repository';

const newestExams = [sql.ref('e.exam_date'), sql.ref('e.id')];
/** The pending exams are the unit's queue: oldest first, first come, first served. */
const queuedExams = [sql.ref('e.created_at'), sql.ref('e.id')];
const newestVaccinations = [sql.ref('v.vaccine_date'), sql.ref('v.id')];

/** The unit's exams: all, or of one status, or of the patients searched for. */
export type ExamFilter = { status?: ExamApprovalStatus; patients?: ForPatients };

export function hospitalClinicalRepository(db: Kysely<DB>) {
  const exams = (unitId: number, { status, patients }: ExamFilter) => {
    let q = db.selectFrom('exams as e').where('e.health_unit_id', '=', unitId);
    if (status) q = q.where('e.approval_status', '=', status);
    if (patients) q = q.where(patients('e.patient_id'));
    return q;
  };
  const vaccinations = (unitId: number, patients: ForPatients) => {
    const q = db.selectFrom('vaccinations as v').where('v.health_unit_id', '=', unitId);
    return patients ? q.where(patients('v.patient_id')) : q;
  };

  return {
    ...hospitalPrescriptions(db),

    /**
     * The unit's exams, all or of one status (migration 008 indexes each order by unit, and status):
     * pending ones oldest first, the others newest first, read by key.
     */
    exams(unitId: number, filter: ExamFilter, seek: Seek | undefined, limit: number) {
      const [key, dir, keyOf]: [typeof newestExams, Direction, (e: ExamRow) => [string, number]] =
        filter.status === 'pending'
          ? [queuedExams, 'asc', (e) => [e.created_at, e.id]]
          : [newestExams, 'desc', (e) => [e.exam_date, e.id]];
      return readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf,
            read: (afterKey, take) =>
              keyRange(
                exams(unitId, filter)
                  .innerJoin('patients as p', 'p.id', 'e.patient_id')
                  .leftJoin('staff as s', 's.id', 'e.doctor_staff_id')
                  .select((eb) => [
                    'e.id',
                    // Whose exams the page showed, for the audit trail (decision 038); not answered.
                    'e.patient_id',
                    'e.exam_type',
                    'p.full_name as patient_name',
                    eb.fn.coalesce('e.doctor_name', 's.full_name').as('doctor_name'),
                    'e.exam_date',
                    'e.result',
                    'e.reference_values',
                    'e.observations',
                    'e.is_normal',
                    'e.file_id',
                    'e.approval_status',
                    'e.created_at',
                  ]),
                key,
                dir,
                afterKey,
                take,
              ).execute(),
          },
        ],
        seek,
        limit,
      );
    },

    countExams: (unitId: number, filter: ExamFilter) => cappedTotal(db, exams(unitId, filter)),

    examStatus: async (unitId: number, id: number) =>
      (
        await db
          .selectFrom('exams')
          .select('approval_status')
          .where('id', '=', id)
          .where('health_unit_id', '=', unitId)
          .executeTakeFirst()
      )?.approval_status,

    /** Decides a pending exam only; false when it was no longer pending. */
    async decideExam(unitId: number, id: number, to: 'approved' | 'rejected'): Promise<boolean> {
      const res = await db
        .updateTable('exams')
        .set({ approval_status: to, reviewed_at: nowIso() })
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .where('approval_status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** The vaccines given at the unit, newest first, read by key (patient_id for the audit trail only). */
    vaccinations: (unitId: number, patients: ForPatients, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (v: { vaccine_date: string; id: number }) => [v.vaccine_date, v.id],
            read: (afterKey, take) =>
              keyRange(
                vaccinations(unitId, patients)
                  .innerJoin('patients as p', 'p.id', 'v.patient_id')
                  .select([
                    'v.id',
                    'v.patient_id',
                    'v.vaccine_code',
                    'v.vaccine_name',
                    'p.full_name as patient_name',
                    'v.vaccine_date',
                    'v.dose_code',
                    'v.dose_number',
                    'v.administered_by',
                    'v.batch_number',
                    'v.manufacturer',
                    'v.next_dose_date',
                    'v.notes',
                  ]),
                newestVaccinations,
                'desc',
                afterKey,
                take,
              ).execute(),
          },
        ],
        seek,
        limit,
      ),

    countVaccinations: (unitId: number, patients: ForPatients) =>
      cappedTotal(db, vaccinations(unitId, patients)),
  };
}

type ExamRow = { id: number; exam_date: string; created_at: string };
