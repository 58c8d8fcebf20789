/**
 * The `appointment_requests` table's queries, for every feature: the patient's own requests, the
 * department's list, a unit's queue and its decisions, and the questions other features ask of it.
 */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { UnitRequestStatus } from '@saude/shared/domain/constants';
import type { AppointmentRequestsTable, DB } from '../../db/types';
import { after, readPage, type Direction, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

/**
 * Whose requests a reader may see: a patient's own, everyone's (the health department), or what a
 * unit sees: requests addressed to it, requests for "any unit" still waiting for someone, and the
 * ones it decided (including "any unit" requests it took or turned down).
 */
export type RequestScope =
  { kind: 'all' } | { kind: 'patient'; patientId: number } | { kind: 'unit'; healthUnitId: number };

type RequestEb = ExpressionBuilder<DB & { r: DB['appointment_requests'] }, 'r'>;

const visibleIn = (scope: RequestScope) => (eb: RequestEb) => {
  switch (scope.kind) {
    case 'all':
      return eb.lit(true);
    case 'patient':
      return eb('r.patient_id', '=', scope.patientId);
    case 'unit':
      return eb.or([
        eb('r.health_unit_id', '=', scope.healthUnitId),
        eb.and([eb('r.health_unit_id', 'is', null), eb('r.status', '=', 'pending')]),
        eb('r.decided_health_unit_id', '=', scope.healthUnitId),
      ]);
  }
};

const newestFirst = [sql.ref('r.created_at'), sql.ref('r.id')];

/**
 * The order of each status in a unit's queue (decision 013): the pending queue oldest first, first
 * come first served; decided requests most recently decided first. A request stored as decided
 * without a decision time (loaded in bulk) sorts by its creation. The expressions are those of
 * migration 008's indexes: change them together, or the planners stop using the indexes.
 */
const UNIT_ORDER: Record<UnitRequestStatus, { key: RawBuilder<string>; dir: Direction }> = {
  pending: { key: sql<string>`r.created_at`, dir: 'asc' },
  approved: { key: sql<string>`coalesce(r.decided_at, r.created_at)`, dir: 'desc' },
  rejected: { key: sql<string>`coalesce(r.decided_at, r.created_at)`, dir: 'desc' },
};

/**
 * A request with the names its lists show, for the patient, the department and the units alike. The
 * unit name is the deciding unit's when one took the request (a request for "any unit" is shown with
 * the unit that scheduled it).
 */
const requestsWithNames = (db: Kysely<DB>) =>
  db
    .selectFrom('appointment_requests as r')
    .innerJoin('patients as p', 'p.id', 'r.patient_id')
    .leftJoin('health_units as u', 'u.id', 'r.health_unit_id')
    .leftJoin('health_units as du', 'du.id', 'r.decided_health_unit_id')
    .leftJoin('staff as s', 's.id', 'r.assigned_staff_id')
    .leftJoin('hospital_doctors as hd', 'hd.id', 'r.assigned_hospital_doctor_id')
    .leftJoin('appointments as a', 'a.id', 'r.appointment_id')
    .select((eb) => [
      'r.id',
      'r.patient_id',
      'p.full_name as patient_name',
      'r.specialty',
      'r.appointment_type',
      'r.health_unit_id',
      eb.fn.coalesce('du.name', 'u.name').as('health_unit_name'),
      'r.requested_date',
      'r.notes',
      'r.status',
      'r.approved_date',
      'r.approved_time',
      'r.rejection_reason',
      'r.rescheduled_from_appointment_id',
      eb.fn.coalesce('s.full_name', 'hd.doctor_name').as('doctor_name'),
      'r.appointment_id',
      'a.status as appointment_status',
      'r.created_at',
    ]);
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsWithNames>['executeTakeFirstOrThrow']>>;

export type ApprovalUpdate = {
  approved_date: string;
  approved_time: string;
  decided_health_unit_id: number;
  assigned_staff_id: number | null;
  assigned_hospital_doctor_id: number | null;
  appointment_id: number;
  at: string;
};

export function appointmentRequestsRepository(db: Kysely<DB>) {
  const withNames = () => requestsWithNames(db);

  return {
    activeUnitExists: async (id: number) =>
      Boolean(
        await db
          .selectFrom('health_units')
          .select('id')
          .where('id', '=', id)
          .where('is_active', '=', 1)
          .executeTakeFirst(),
      ),

    insert: async (row: Insertable<AppointmentRequestsTable>) =>
      (await db.insertInto('appointment_requests').values(row).returning('id').executeTakeFirstOrThrow()).id,

    inScope: (scope: RequestScope, id: number) =>
      withNames().where('r.id', '=', id).where(visibleIn(scope)).executeTakeFirst(),

    /** Newest first (a new request shows on top, spec 01 section 4), read by key. */
    list(scope: Exclude<RequestScope, { kind: 'unit' }>, seek: Seek | undefined, limit: number) {
      return readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: RequestRow) => [r.created_at, r.id],
            read: (afterKey, take) => {
              let q = withNames().$if(scope.kind !== 'all', (qb) => qb.where(visibleIn(scope)));
              if (afterKey) q = q.where(after(newestFirst, 'desc', afterKey));
              return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      );
    },

    count: (scope: Exclude<RequestScope, { kind: 'unit' }>) =>
      cappedTotal(
        db,
        db
          .selectFrom('appointment_requests as r')
          .$if(scope.kind !== 'all', (qb) => qb.where(visibleIn(scope))),
      ),

    /**
     * A unit's requests of one status, in that status's order, read by key. Each branch of the
     * visibility rule is one index range in that order (migrations 006 and 008), read after the
     * cursor only as far as the page needs; their union (which drops a request met by two branches)
     * gives the page, and only the page's rows get their names. An OR of the branches would read and
     * join every request the unit can see, on every poll.
     */
    unitQueue(unitId: number, status: UnitRequestStatus, seek: Seek | undefined, limit: number) {
      const { key, dir } = UNIT_ORDER[status];
      const read = async (afterKey: readonly (string | number)[] | null, take: number) => {
        const branch = (where: (eb: RequestEb) => Expression<SqlBool>) => {
          let q = db
            .selectFrom('appointment_requests as r')
            .select(['r.id', key.as('k')])
            .where(where)
            .where('r.status', '=', status);
          if (afterKey) q = q.where(after([key, sql.ref('r.id')], dir, afterKey));
          return db
            .selectFrom(q.orderBy(key, dir).orderBy('r.id', dir).limit(take).as('b'))
            .select(['b.id', 'b.k']);
        };
        const addressed = branch((eb) => eb('r.health_unit_id', '=', unitId));
        const decided = branch((eb) => eb('r.decided_health_unit_id', '=', unitId));
        const branches =
          status === 'pending'
            ? addressed.union(branch((eb) => eb('r.health_unit_id', 'is', null))).union(decided)
            : addressed.union(decided);
        const page = await branches.orderBy('k', dir).orderBy('id', dir).limit(take).execute();
        if (page.length === 0) return [];
        // Named in a second query: planning the union and the five joins together cost PostgreSQL
        // several times the reading.
        return withNames()
          .select(key.as('sort_key'))
          .where(
            'r.id',
            'in',
            page.map((r) => r.id),
          )
          .orderBy(key, dir)
          .orderBy('r.id', dir)
          .execute();
      };
      return readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (r: { sort_key: string; id: number }) => [r.sort_key, r.id],
            read,
          },
        ],
        seek,
        limit,
      );
    },

    /**
     * Pending, approved and rejected among the requests the unit sees. The visibility rule reads only
     * the addressed unit, the deciding unit and the status, so it applies as is to the per-key counts
     * the triggers of migration 006 keep (0 for "none"): a sum over a few rows per unit.
     */
    async unitCounts(unitId: number) {
      const rows = await db
        .selectFrom('appointment_request_counts as c')
        .where((eb) =>
          eb.or([
            eb('c.health_unit_id', '=', unitId),
            eb.and([eb('c.health_unit_id', '=', 0), eb('c.status', '=', 'pending')]),
            eb('c.decided_health_unit_id', '=', unitId),
          ]),
        )
        .select((eb) => ['c.status', eb.fn.sum<number | string>('c.n').as('n')])
        .groupBy('c.status')
        .execute();
      // PostgreSQL answers sum() of integers as a bigint string.
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /**
     * Pending requests a unit can act on, created after `since`, unread: addressed to it, or (with
     * `unaddressed`) to any unit. Two ranges on (health_unit_id, status, created_at); the updates
     * feed picks its columns and page from it.
     */
    pendingSince: (
      unitId: number,
      unaddressed: boolean,
      since: string,
    ): SelectQueryBuilder<DB, 'appointment_requests', object> =>
      db
        .selectFrom('appointment_requests')
        .where('status', '=', 'pending')
        .where('created_at', '>', since)
        .where((eb) =>
          unaddressed
            ? eb.or([eb('health_unit_id', '=', unitId), eb('health_unit_id', 'is', null)])
            : eb('health_unit_id', '=', unitId),
        ),

    /** The patient's requests approved after `since`, unread, for the updates feed. */
    approvedSince: (
      patientId: number,
      since: string,
    ): SelectQueryBuilder<DB, 'appointment_requests', object> =>
      db
        .selectFrom('appointment_requests')
        .where('patient_id', '=', patientId)
        .where('decided_at', '>', since)
        .where('status', '=', 'approved'),

    /** How a request was decided, to tell a repeat of the same decision from a different one. */
    decision: (id: number) =>
      db
        .selectFrom('appointment_requests')
        .select([
          'status',
          'decided_health_unit_id',
          'approved_date',
          'approved_time',
          'assigned_staff_id',
          'assigned_hospital_doctor_id',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** A request open to any unit that another unit has already decided (no longer visible here). */
    decidedByAnotherUnit: async (id: number) =>
      Boolean(
        await db
          .selectFrom('appointment_requests')
          .select('id')
          .where('id', '=', id)
          .where('health_unit_id', 'is', null)
          .where('status', '!=', 'pending')
          .executeTakeFirst(),
      ),

    /** Decides the request only while it is still pending; false when someone decided it first. */
    async markApproved(id: number, u: ApprovalUpdate): Promise<boolean> {
      const res = await db
        .updateTable('appointment_requests')
        .set({
          status: 'approved',
          approved_date: u.approved_date,
          approved_time: u.approved_time,
          decided_health_unit_id: u.decided_health_unit_id,
          assigned_staff_id: u.assigned_staff_id,
          assigned_hospital_doctor_id: u.assigned_hospital_doctor_id,
          appointment_id: u.appointment_id,
          decided_at: u.at,
          updated_at: u.at,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async markRejected(id: number, unitId: number, reason: string, at: string): Promise<boolean> {
      const res = await db
        .updateTable('appointment_requests')
        .set({
          status: 'rejected',
          decided_health_unit_id: unitId,
          rejection_reason: reason,
          decided_at: at,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Withdraws the request only while it is still pending; false when a unit decided it first. */
    async markCancelled(id: number, at: string): Promise<boolean> {
      const res = await db
        .updateTable('appointment_requests')
        .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** The request by id whoever it belongs to: the service tells the patient's own from another's. */
    byId: (id: number) => withNames().where('r.id', '=', id).executeTakeFirst(),

    /** A request's specialty (an appointment stored without one takes its request's). */
    specialtyOf: async (id: number) =>
      (
        await db
          .selectFrom('appointment_requests')
          .select('specialty')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.specialty ?? null,

    /** Which of these appointments were rescheduled (a request opened from them). */
    async rescheduledAmong(appointmentIds: number[]): Promise<Set<number>> {
      if (appointmentIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('appointment_requests')
        .select('rescheduled_from_appointment_id as id')
        .where('rescheduled_from_appointment_id', 'in', appointmentIds)
        .execute();
      return new Set(rows.map((r) => r.id).filter((id): id is number => id != null));
    },

    /**
     * Whether the patient asked this unit for care, or the unit decided a request of theirs (part of
     * the care relationship, decision 027): from the patient's own rows, indexed by patient.
     */
    patientAskedAt: async (patientId: number, unitId: number) =>
      (await db
        .selectFrom('appointment_requests')
        .select('id')
        .where('patient_id', '=', patientId)
        .where((eb) => eb.or([eb('health_unit_id', '=', unitId), eb('decided_health_unit_id', '=', unitId)]))
        .limit(1)
        .executeTakeFirst()) !== undefined,

    /** Whether any request is assigned to this autonomous doctor (their history must keep the name). */
    namesHospitalDoctor: async (hospitalDoctorId: number) =>
      Boolean(
        await db
          .selectFrom('appointment_requests')
          .select('id')
          .where('assigned_hospital_doctor_id', '=', hospitalDoctorId)
          .executeTakeFirst(),
      ),
  };
}
