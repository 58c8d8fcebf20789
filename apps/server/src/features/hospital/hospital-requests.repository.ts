import {
  sql,
  type Expression,
  type RawBuilder,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { RequestStatus } from '@saude/shared/domain/constants';
import type { DoctorOptionKind } from '@saude/shared/schemas/hospital';
import type { AppointmentsTable, DB } from '../../db/types';
import { after, readPage, type Direction, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';
import { requestsWithNames } from '../appointment-requests/appointment-requests.repository';

export type DoctorOptionRow = {
  id: number;
  name: string;
  specialty: string | null;
  crm: string | null;
  kind: DoctorOptionKind;
};

type RequestEb = ExpressionBuilder<DB & { r: DB['appointment_requests'] }, 'r'>;

/**
 * What a unit sees: requests addressed to it, requests for "any unit" still waiting for someone,
 * and the ones it decided (including "any unit" requests it took or turned down).
 */
const visibleTo = (unitId: number) => (eb: RequestEb) =>
  eb.or([
    eb('r.health_unit_id', '=', unitId),
    eb.and([eb('r.health_unit_id', 'is', null), eb('r.status', '=', 'pending')]),
    eb('r.decided_health_unit_id', '=', unitId),
  ]);

/**
 * The order of each status (decision 013): the pending queue oldest first, first come first served;
 * decided requests most recently decided first. A request stored as decided without a decision time
 * (loaded in bulk) sorts by its creation. The expressions are those of migration 008's indexes: change
 * them together, or the planners stop using the indexes.
 */
const ORDER: Record<RequestStatus, { key: RawBuilder<string>; dir: Direction }> = {
  pending: { key: sql<string>`r.created_at`, dir: 'asc' },
  approved: { key: sql<string>`coalesce(r.decided_at, r.created_at)`, dir: 'desc' },
  rejected: { key: sql<string>`coalesce(r.decided_at, r.created_at)`, dir: 'desc' },
};

export type ApprovalUpdate = {
  approved_date: string;
  approved_time: string;
  decided_health_unit_id: number;
  assigned_staff_id: number | null;
  assigned_hospital_doctor_id: number | null;
  appointment_id: number;
  at: string;
};

const optionOrder = [sql.ref('o.name'), sql.ref('o.kind'), sql.ref('o.id')];

/** More than any doctor's day holds; the answer stays bounded whatever the data. */
const DOCTOR_DAY_MAX = 200;

export function hospitalRequestsRepository(db: Kysely<DB>) {
  const doctorOptionsOf = (unitId: number, specialty: string) =>
    db
      .selectFrom('staff')
      .select(['id', 'full_name as name', 'specialty', 'crm', sql<DoctorOptionKind>`'staff'`.as('kind')])
      .where('user_type', '=', 'doctor')
      .where('health_unit_id', '=', unitId)
      .where('is_active', '=', 1)
      .where('specialty', '=', specialty)
      .unionAll(
        db
          .selectFrom('hospital_doctors')
          .select([
            'id',
            'doctor_name as name',
            'specialty',
            'crm',
            sql<DoctorOptionKind>`'hospital'`.as('kind'),
          ])
          .where('health_unit_id', '=', unitId)
          .where('is_active', '=', 1)
          .where('specialty', '=', specialty),
      );

  // The unit also needs whose request it is and which appointment it became.
  const withNames = () => requestsWithNames(db).select(['r.patient_id', 'r.appointment_id']);

  return {
    /**
     * The unit's requests of one status, in that status's order, read by key. Each branch of the
     * visibility rule is one index range in that order (migrations 006 and 008), read after the
     * cursor only as far as the page needs; their union (which drops a request met by two branches)
     * gives the page, and only the page's rows get their names. An OR of the branches would read and
     * join every request the unit can see, on every poll.
     */
    list(unitId: number, status: RequestStatus, seek: Seek | undefined, limit: number) {
      const { key, dir } = ORDER[status];
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
    async counts(unitId: number) {
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

    visibleItem: (unitId: number, id: number) =>
      withNames().where('r.id', '=', id).where(visibleTo(unitId)).executeTakeFirst(),

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

    activeStaffDoctor: (unitId: number, id: number) =>
      db
        .selectFrom('staff')
        .select(['id', 'full_name as name', 'specialty', 'crm'])
        .where('id', '=', id)
        .where('user_type', '=', 'doctor')
        .where('health_unit_id', '=', unitId)
        .where('is_active', '=', 1)
        .executeTakeFirst(),

    /**
     * A doctor's booked times on a day, cancelled ones left out, by time: one range of the
     * (doctor, date) index of either kind of doctor. Bounded: a day is a few dozen at most.
     */
    doctorDay: (kind: 'staff' | 'hospital', doctorId: number, date: string) =>
      db
        .selectFrom('appointments as a')
        .innerJoin('patients as p', 'p.id', 'a.patient_id')
        .select(['a.id', 'a.appointment_time', 'a.status', 'p.full_name as patient_name'])
        .where(kind === 'staff' ? 'a.doctor_staff_id' : 'a.hospital_doctor_id', '=', doctorId)
        .where('a.appointment_date', '=', date)
        .where('a.status', '!=', 'cancelled')
        .orderBy('a.appointment_time')
        .orderBy('a.id')
        .limit(DOCTOR_DAY_MAX)
        .execute(),

    activeHospitalDoctor: (unitId: number, id: number) =>
      db
        .selectFrom('hospital_doctors')
        .select(['id', 'doctor_name as name', 'specialty', 'crm'])
        .where('id', '=', id)
        .where('health_unit_id', '=', unitId)
        .where('is_active', '=', 1)
        .executeTakeFirst(),

    /**
     * The approve dialog's choices: active employee and autonomous doctors of the unit with the
     * specialty, together by name, read by key. A unit has a handful of each, so the union is small.
     */
    doctorOptions(unitId: number, specialty: string, seek: Seek | undefined, limit: number) {
      const options = doctorOptionsOf(unitId, specialty);
      return readPage(
        [
          {
            key: ['text', 'text', 'integer'],
            keyOf: (o: DoctorOptionRow) => [o.name, o.kind, o.id],
            read: (afterKey, take) => {
              let q = db.selectFrom(options.as('o')).selectAll();
              if (afterKey) q = q.where(after(optionOrder, 'asc', afterKey));
              return q.orderBy('o.name').orderBy('o.kind').orderBy('o.id').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      );
    },

    countDoctorOptions: (unitId: number, specialty: string) =>
      cappedTotal(db, db.selectFrom(doctorOptionsOf(unitId, specialty).as('o'))),

    transaction: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(fn),

    insertAppointment: async (trx: Transaction<DB>, row: Insertable<AppointmentsTable>) =>
      (await trx.insertInto('appointments').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** Decides the request only while it is still pending; false when someone decided it first. */
    async markApproved(trx: Transaction<DB>, id: number, u: ApprovalUpdate): Promise<boolean> {
      const res = await trx
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
  };
}
export type HospitalRequestRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof hospitalRequestsRepository>['visibleItem']>>
>;
