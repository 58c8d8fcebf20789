/**
 * The health card's lists (GET /api/health/vaccinations and /exams) in the reader's scope, newest
 * first, read by key (docs/decisions/013-one-list-contract.md).
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LIST_TOTAL_CAP } from '@saude/shared/domain/page-limits';
import type { CursorValue } from '@saude/shared/schemas/list';
import type { DB, ExamsTable } from '../../db/types';
import type { Dialect } from '../../db/migrations/helpers';
import { after, readPage, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { patientsOfDoctor } from '../appointments';

/** Whose rows a reader may see, decided by the service from the principal. */
export type HealthScope =
  | { kind: 'patient'; patientId: number }
  /** Patients who have an appointment with this doctor (and, for exams, exams the doctor ordered). */
  | { kind: 'doctor'; staffId: number }
  | { kind: 'all' };

type Key = readonly CursorValue[] | null;
type Order = readonly [Expression<unknown>, Expression<unknown>];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Newest first, the id breaking ties: the order of the (scope, date, id) indexes. */
const VACCINATION_ORDER = [sql.ref('v.vaccine_date'), sql.ref('v.id')] as const;
const EXAM_ORDER = [sql.ref('e.exam_date'), sql.ref('e.id')] as const;

/** The rows after the cursor's key, if any. */
const pastKey = <Q extends AnySelect>(q: Q, order: Order, afterKey: Key) =>
  (afterKey ? q.where(after(order, 'desc', afterKey)) : q) as Q;
/** The first `take` rows, newest first. */
const newestFirst = <Q extends AnySelect>(q: Q, order: Order, take: number) =>
  q.orderBy(order[0], 'desc').orderBy(order[1], 'desc').limit(take) as Q;

/** The exams the doctor did not order themselves (those are read apart, on their own index). */
const orderedByOthers = (staffId: number) => (eb: ExpressionBuilder<DB & { e: ExamsTable }, 'e'>) =>
  eb.or([eb('e.doctor_staff_id', 'is', null), eb('e.doctor_staff_id', '<>', staffId)]);

const VACCINATION_COLUMNS = [
  'v.id',
  'v.vaccine_code',
  'v.vaccine_name',
  'v.vaccine_date',
  'v.dose_code',
  'v.dose_number',
  'v.administered_by',
  'v.next_dose_date',
  'v.batch_number',
  'v.manufacturer',
  'v.notes',
  // Whose rows a page showed, for the audit trail (decision 038); presenters leave it out.
  'v.patient_id',
  'p.full_name as patient_name',
] as const;

const EXAM_COLUMNS = [
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
  // Whose rows a page showed, for the audit trail (decision 038); presenters leave it out.
  'e.patient_id',
  'p.full_name as patient_name',
] as const;

/**
 * A doctor's rows are their patients' rows: for each patient one range of its (patient, date, id)
 * index, so a doctor's page costs what their patients' rows cost, not the city's. SQLite plans the
 * join from the doctor's patients this way by itself. PostgreSQL is told with LATERAL (each
 * patient's range limited to what is needed): joined plainly it found a hash join over the whole
 * table cheaper (a count read all 200 000 exams, 60 ms), and as `patient_id in (...)` it walked the
 * city's date index probing the doctor's appointments for every row (280 ms a page).
 */
export function healthListsRepository(db: Kysely<DB>, dialect: Dialect) {
  const lateral = dialect === 'postgres';

  /** The scope's vaccinations after the key, as the table `v`; a doctor's at most `take`. */
  const vaccinations = (scope: HealthScope, afterKey: Key, take: number) => {
    if (scope.kind !== 'doctor') {
      const q = db.selectFrom('vaccinations as v').selectAll('v');
      return pastKey(
        scope.kind === 'patient' ? q.where('v.patient_id', '=', scope.patientId) : q,
        VACCINATION_ORDER,
        afterKey,
      ).as('v');
    }
    const patients = db.selectFrom(patientsOfDoctor(db, scope.staffId));
    if (!lateral) {
      const q = patients.innerJoin('vaccinations as v', 'v.patient_id', 'dp.patient_id').selectAll('v');
      return pastKey(q, VACCINATION_ORDER, afterKey).as('v');
    }
    const ofOne = (eb: ExpressionBuilder<DB & { dp: { patient_id: number } }, 'dp'>) => {
      const q = eb
        .selectFrom('vaccinations as v')
        .selectAll('v')
        .whereRef('v.patient_id', '=', 'dp.patient_id');
      return newestFirst(pastKey(q, VACCINATION_ORDER, afterKey), VACCINATION_ORDER, take).as('v');
    };
    return patients
      .innerJoinLateral(ofOne, (join) => join.onTrue())
      .selectAll('v')
      .as('v');
  };

  /**
   * The scope's exams after the key, as the table `e`. A doctor's are two sets, each at most `take`:
   * the exams they ordered (one range of their (doctor, date, id) index) and the other exams of their
   * patients.
   */
  const exams = (scope: HealthScope, afterKey: Key, take: number) => {
    const all = db.selectFrom('exams as e').selectAll('e');
    if (scope.kind !== 'doctor') {
      // A patient reads an exam once the unit approved it: not while pending, never once rejected.
      return pastKey(
        scope.kind === 'patient'
          ? all.where('e.patient_id', '=', scope.patientId).where('e.approval_status', '=', 'approved')
          : all,
        EXAM_ORDER,
        afterKey,
      ).as('e');
    }
    const staffId = scope.staffId;
    const own = newestFirst(
      pastKey(all.where('e.doctor_staff_id', '=', staffId), EXAM_ORDER, afterKey),
      EXAM_ORDER,
      take,
    );
    const patients = db.selectFrom(patientsOfDoctor(db, staffId));
    const others = lateral
      ? patients
          .innerJoinLateral(
            (eb) => {
              const q = eb
                .selectFrom('exams as e')
                .selectAll('e')
                .whereRef('e.patient_id', '=', 'dp.patient_id')
                .where(orderedByOthers(staffId));
              return newestFirst(pastKey(q, EXAM_ORDER, afterKey), EXAM_ORDER, take).as('e');
            },
            (join) => join.onTrue(),
          )
          .selectAll('e')
      : pastKey(
          patients
            .innerJoin('exams as e', 'e.patient_id', 'dp.patient_id')
            .selectAll('e')
            .where(orderedByOthers(staffId)),
          EXAM_ORDER,
          afterKey,
        );
    return db
      .selectFrom(own.as('own'))
      .selectAll()
      .unionAll(db.selectFrom(newestFirst(others, EXAM_ORDER, take).as('others')).selectAll())
      .as('e');
  };

  const vaccinationPage = (scope: HealthScope, afterKey: Key, take: number) =>
    newestFirst(
      db
        .selectFrom(vaccinations(scope, afterKey, take))
        .innerJoin('patients as p', 'p.id', 'v.patient_id')
        .select(VACCINATION_COLUMNS),
      VACCINATION_ORDER,
      take,
    ).execute();
  const examPage = (scope: HealthScope, afterKey: Key, take: number) =>
    newestFirst(
      db
        .selectFrom(exams(scope, afterKey, take))
        .innerJoin('patients as p', 'p.id', 'e.patient_id')
        .select(EXAM_COLUMNS),
      EXAM_ORDER,
      take,
    ).execute();
  type VaccinationRow = Awaited<ReturnType<typeof vaccinationPage>>[number];
  type ExamRow = Awaited<ReturnType<typeof examPage>>[number];

  return {
    listVaccinations: (scope: HealthScope, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (v: VaccinationRow) => [v.vaccine_date, v.id],
            read: (afterKey, take) => vaccinationPage(scope, afterKey, take),
          },
        ],
        seek,
        limit,
      ),
    countVaccinations: (scope: HealthScope) =>
      cappedTotal(db, db.selectFrom(vaccinations(scope, null, LIST_TOTAL_CAP + 1))),

    /** Newest first by exam date, then as recorded (the id). */
    listExams: (scope: HealthScope, seek: Seek | undefined, limit: number) =>
      readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (e: ExamRow) => [e.exam_date, e.id],
            read: (afterKey, take) => examPage(scope, afterKey, take),
          },
        ],
        seek,
        limit,
      ),
    countExams: (scope: HealthScope) =>
      cappedTotal(db, db.selectFrom(exams(scope, null, LIST_TOTAL_CAP + 1))),
  };
}
