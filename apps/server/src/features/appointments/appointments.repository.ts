import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import { onlyDigits } from '@saude/shared/domain/format';
import { isCpfStart } from '@saude/shared/schemas/appointments';
import type { CursorValue } from '@saude/shared/schemas/list';
import type { AppointmentsTable, DB } from '../../db/types';
import { after, readPage, type Direction, type ListPart, type Seek } from '../../db/keyset';
import { cappedCount, cappedTotal, toCount, totalOf, type Total } from '../../db/list-total';
import { prepared } from '../../db/prepared';
import { everyWordIn } from '../../db/text-match';

/** Whose appointments a reader may see (decided by the service from the signed-in role). */
export type AppointmentScope =
  | { kind: 'all' }
  | { kind: 'patient'; patientId: number }
  | { kind: 'doctor'; staffId: number }
  | { kind: 'unit'; healthUnitId: number };

/**
 * `date`: that day only (the homes' "today"). Otherwise the agenda from `from` on, then the days
 * before it, newest first: staff open it on today; a patient sees what is coming, then the past.
 */
export type AppointmentFilter = {
  status?: AppointmentStatus;
  date?: string;
  from: string;
  /** Leave cancelled appointments out unless `status` asks for them: a staff agenda's freed slots. */
  hideCancelled?: boolean;
  /** The patient searched: every word of the name, accents aside, or the start of the CPF. */
  q?: string;
};

/** `q` on the patient joined as `p` (see AppointmentFilter). */
const patientMatches = (q: string) =>
  isCpfStart(q)
    ? sql<SqlBool>`p.cpf like ${`${onlyDigits(q)}%`}`
    : everyWordIn(['p.full_name'], q, { notNull: true });

/**
 * The spec: "An exam without a time appears at 08:00" — agendas sort it there too. The literal must
 * stay equal to the one in the indexes of migrations 005 and 007, or the planners stop using them.
 */
const UNTIMED_SLOT = '08:00';
const slot = sql<string>`coalesce(a.appointment_time, '08:00')`;
const agendaOrder = [sql.ref('a.appointment_date'), slot, sql.ref('a.id')];

/**
 * An appointment with the names the lists show. The patient is joined as a CROSS JOIN with its
 * condition in WHERE: the same inner join for PostgreSQL, but SQLite then keeps `appointments` as the
 * outer loop. With an inner join and a cursor's row-value bound, SQLite's planner (with statistics)
 * walked every patient and sorted a million appointments for a deep page of the city's agenda (1.8 s).
 */
const appointmentsWithNames = (db: Kysely<DB>) =>
  db
    .selectFrom('appointments as a')
    .crossJoin('patients as p')
    .whereRef('p.id', '=', 'a.patient_id')
    .leftJoin('staff as s', 's.id', 'a.doctor_staff_id')
    .leftJoin('hospital_doctors as hd', 'hd.id', 'a.hospital_doctor_id')
    .leftJoin('health_units as u', 'u.id', 'a.health_unit_id')
    .select((eb) => [
      'a.id',
      'a.patient_id',
      'p.full_name as patient_name',
      eb.fn.coalesce('s.full_name', 'hd.doctor_name').as('doctor_name'),
      'u.name as health_unit_name',
      'a.appointment_date',
      'a.appointment_time',
      'a.appointment_type',
      'a.specialty',
      'a.status',
      'a.notes',
      'a.cancelled_at',
      'a.cancellation_reason',
      'a.created_at',
      // Used for record-level checks, not shown.
      'a.health_unit_id',
      'a.doctor_staff_id',
      'a.request_id',
    ]);
/** More than any doctor's day holds; the answer stays bounded whatever the data. */
const DOCTOR_DAY_MAX = 200;

/**
 * The doctor's patients, once each: the care relationship behind a doctor's scope in other lists
 * (vaccinations, exams), as a subquery to join on `dp.patient_id`.
 */
export const patientsOfDoctor = (db: Kysely<DB>, staffId: number) =>
  db
    .selectFrom('appointments as a')
    .select('a.patient_id')
    .distinct()
    .where('a.doctor_staff_id', '=', staffId)
    .as('dp');

export type AppointmentRow = Awaited<
  ReturnType<ReturnType<typeof appointmentsWithNames>['executeTakeFirstOrThrow']>
>;

/**
 * Whose appointments a scope may read and, with a filter, which statuses the list keeps: the one
 * rule a page of the agenda and its count share.
 */
function agendaRule(scope: AppointmentScope, filter?: Pick<AppointmentFilter, 'status' | 'hideCancelled'>) {
  return (eb: ExpressionBuilder<{ a: AppointmentsTable }, 'a'>) => {
    const terms: Expression<SqlBool>[] = [];
    if (scope.kind === 'patient') terms.push(eb('a.patient_id', '=', scope.patientId));
    else if (scope.kind === 'doctor') terms.push(eb('a.doctor_staff_id', '=', scope.staffId));
    else if (scope.kind === 'unit') terms.push(eb('a.health_unit_id', '=', scope.healthUnitId));
    // 'all': the department reads every appointment of the city.
    if (filter?.status) terms.push(eb('a.status', '=', filter.status));
    else if (filter?.hideCancelled) terms.push(eb('a.status', '!=', 'cancelled'));
    return eb.and(terms);
  };
}

/** The appointments a scope may read, with their names. */
function scopedWithNames(db: Kysely<DB>, scope: AppointmentScope) {
  return appointmentsWithNames(db).where(agendaRule(scope));
}

/**
 * Up to `take` rows of one part of the agenda's order (see AppointmentFilter): the days `on`, `from`
 * or `before` `day`, after `afterKey` or from the part's start.
 */
function agendaPart(
  db: Kysely<DB>,
  scope: AppointmentScope,
  filter: AppointmentFilter,
  part: { dir: Direction; days: 'on' | 'from' | 'before'; day: string },
  afterKey: readonly CursorValue[] | null,
  take: number,
) {
  const { dir, days, day } = part;
  let q = appointmentsWithNames(db).where(agendaRule(scope, filter));
  if (filter.q) q = q.where(patientMatches(filter.q));
  // After a cursor of this part the key bound implies the part's own bound (one range for the
  // planner to choose); a single day keeps its equality.
  if (days === 'on' || !afterKey) {
    q = q.where('a.appointment_date', days === 'on' ? '=' : days === 'from' ? '>=' : '<', day);
  }
  if (afterKey) q = q.where(after(agendaOrder, dir, afterKey));
  return q.orderBy('a.appointment_date', dir).orderBy(slot, dir).orderBy('a.id', dir).limit(take);
}

/** Every appointment of the list (both parts), without names, to be counted. */
function agendaRows(db: Kysely<DB>, scope: AppointmentScope, filter: AppointmentFilter) {
  let q = db.selectFrom('appointments as a').where(agendaRule(scope, filter));
  if (filter.date) q = q.where('a.appointment_date', '=', filter.date);
  if (filter.q) {
    const search = filter.q;
    return q.innerJoin('patients as p', 'p.id', 'a.patient_id').where(() => patientMatches(search));
  }
  return q;
}

/**
 * One day of a doctor's or a unit's agenda, unsearched, from its start: what every staff home asks
 * every 30 s (its list and its counters by status), the agenda's most frequent reads by far. Their
 * best plan is the same for every person and day (the (scope, date) or (scope, status, date)
 * indexes), so they are planned once (db/prepared.ts): on PostgreSQL, planning the page's five-table
 * join for its values took 1.3 ms on the generated city, against 0.04 ms to run it.
 * Shape: '<doctor|unit>:<status|open|any>', the scope and how the day is filtered by status.
 */
type StaffDay = { scopeId: number; status: AppointmentStatus; day: string };

/** The shape and values of a staff home's day, or undefined for any other list. */
function staffDayOf(
  scope: AppointmentScope,
  filter: AppointmentFilter,
): { shape: string; values: StaffDay } | undefined {
  if (!filter.date || filter.q) return undefined;
  if (scope.kind !== 'doctor' && scope.kind !== 'unit') return undefined;
  const rule = filter.status ? 'status' : filter.hideCancelled ? 'open' : 'any';
  return {
    shape: `${scope.kind}:${rule}`,
    values: {
      scopeId: scope.kind === 'doctor' ? scope.staffId : scope.healthUnitId,
      // The status is a value only in the shape that filters by one; the others never read it.
      status: filter.status ?? 'scheduled',
      day: filter.date,
    },
  };
}

/** The scope and filter a shape stands for, with `p`'s markers in place of their values. */
function staffDay(p: StaffDay, shape: string): { scope: AppointmentScope; filter: AppointmentFilter } {
  const [kind, rule] = shape.split(':');
  return {
    scope:
      kind === 'doctor' ? { kind: 'doctor', staffId: p.scopeId } : { kind: 'unit', healthUnitId: p.scopeId },
    filter: {
      date: p.day,
      from: p.day,
      status: rule === 'status' ? p.status : undefined,
      hideCancelled: rule === 'open',
    },
  };
}

const staffDayPage = prepared<StaffDay & { take: number }, AppointmentRow>((db, p, shape) => {
  const { scope, filter } = staffDay(p, shape);
  return agendaPart(db, scope, filter, { dir: 'asc', days: 'on', day: p.day }, null, p.take);
});

const staffDayCount = prepared<StaffDay, { n: number | string }>((db, p, shape) => {
  const { scope, filter } = staffDay(p, shape);
  return cappedCount(db, agendaRows(db, scope, filter));
});

export function appointmentsRepository(db: Kysely<DB>) {
  return {
    /** A page of the agenda (see AppointmentFilter), read by key through the (scope, date) indexes. */
    list(scope: AppointmentScope, filter: AppointmentFilter, seek: Seek | undefined, limit: number) {
      const homeDay = staffDayOf(scope, filter);
      const part = (
        dir: Direction,
        days: 'on' | 'from' | 'before',
        day: string,
      ): ListPart<AppointmentRow> => ({
        key: ['text', 'text', 'integer'],
        keyOf: (a) => [a.appointment_date, a.appointment_time ?? UNTIMED_SLOT, a.id],
        read: (afterKey, take) =>
          homeDay && !afterKey
            ? staffDayPage(db, { ...homeDay.values, take }, homeDay.shape)
            : agendaPart(db, scope, filter, { dir, days, day }, afterKey, take).execute(),
      });
      const parts = filter.date
        ? [part('asc', 'on', filter.date)]
        : [part('asc', 'from', filter.from), part('desc', 'before', filter.from)];
      return readPage(parts, seek, limit);
    },

    /** Every appointment of the list (both parts), counted up to the cap. */
    async count(scope: AppointmentScope, filter: AppointmentFilter): Promise<Total> {
      const homeDay = staffDayOf(scope, filter);
      if (!homeDay) return cappedTotal(db, agendaRows(db, scope, filter));
      const [row] = await staffDayCount(db, homeDay.values, homeDay.shape);
      return totalOf(toCount(row?.n));
    },

    inScope: (scope: AppointmentScope, id: number) =>
      scopedWithNames(db, scope).where('a.id', '=', id).executeTakeFirst(),

    /**
     * The scope's appointments booked after `since`, unread: the updates feed picks its columns and
     * page from it. A range on the (doctor or unit, created_at) indexes.
     */
    bookedSince: (
      scope: Extract<AppointmentScope, { kind: 'doctor' | 'unit' }>,
      since: string,
    ): SelectQueryBuilder<DB, 'appointments', object> =>
      db
        .selectFrom('appointments')
        .where(
          scope.kind === 'doctor' ? 'doctor_staff_id' : 'health_unit_id',
          '=',
          scope.kind === 'doctor' ? scope.staffId : scope.healthUnitId,
        )
        .where('created_at', '>', since),

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

    /**
     * Whether the patient has an appointment with this doctor or at this unit (part of the care
     * relationship, decision 027): from the patient's own rows, indexed by patient.
     */
    async patientSeenBy(patientId: number, carer: { staffId: number | null; unitId: number | null }) {
      const { staffId, unitId } = carer;
      if (staffId == null && unitId == null) return false;
      const row = await db
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
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether any appointment names this autonomous doctor (their history must keep the name). */
    namesHospitalDoctor: async (hospitalDoctorId: number) =>
      Boolean(
        await db
          .selectFrom('appointments')
          .select('id')
          .where('hospital_doctor_id', '=', hospitalDoctorId)
          .executeTakeFirst(),
      ),

    insert: async (row: Insertable<AppointmentsTable>) =>
      (await db.insertInto('appointments').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /**
     * Whether the doctor (a staff account or a unit's registered doctor) already has an appointment
     * that still holds this day and time: anything but cancelled. Read by the (doctor, date) index.
     */
    async doctorSlotTaken(
      doctor: { staffId: number | null; hospitalDoctorId: number | null },
      date: string,
      time: string,
    ): Promise<boolean> {
      let q = db
        .selectFrom('appointments')
        .select('id')
        .where('appointment_date', '=', date)
        .where('appointment_time', '=', time)
        .where('status', '!=', 'cancelled');
      q =
        doctor.staffId != null
          ? q.where('doctor_staff_id', '=', doctor.staffId)
          : q.where('hospital_doctor_id', '=', doctor.hospitalDoctorId);
      return (await q.limit(1).executeTakeFirst()) !== undefined;
    },

    /** Moves the status only if it is still `from`: a concurrent change makes this a no-op (0 rows). */
    async changeStatus(
      trx: Transaction<DB>,
      id: number,
      from: AppointmentStatus,
      to: AppointmentStatus,
      at: string,
    ): Promise<boolean> {
      const res = await trx
        .updateTable('appointments')
        .set({ status: to, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /**
     * Cancels it only while it is still `from`, recording who, when and why; false when a concurrent
     * change came first.
     */
    async cancel(
      trx: Transaction<DB>,
      id: number,
      from: AppointmentStatus,
      by: { kind: string; id: number; reason: string | null; at: string },
    ): Promise<boolean> {
      const res = await trx
        .updateTable('appointments')
        .set({
          status: 'cancelled',
          cancelled_at: by.at,
          cancellation_reason: by.reason,
          cancelled_by_kind: by.kind,
          cancelled_by_id: by.id,
          updated_at: by.at,
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** The appointment by id whoever it belongs to: the service tells the patient's own from another's. */
    byId: (id: number) => appointmentsWithNames(db).where('a.id', '=', id).executeTakeFirst(),

    /**
     * A unit's cancelled appointments, the most recently cancelled first, read by key through the
     * partial index of migration 026.
     */
    unitCancellations(unitId: number, seek: Seek | undefined, limit: number) {
      return readPage(
        [
          {
            key: ['text', 'integer'],
            keyOf: (a: AppointmentRow) => [a.cancelled_at ?? '', a.id],
            read: (afterKey, take) => {
              let q = appointmentsWithNames(db)
                .where('a.health_unit_id', '=', unitId)
                .where('a.cancelled_at', 'is not', null);
              if (afterKey)
                q = q.where(after([sql.ref('a.cancelled_at'), sql.ref('a.id')], 'desc', afterKey));
              return q.orderBy('a.cancelled_at', 'desc').orderBy('a.id', 'desc').limit(take).execute();
            },
          },
        ],
        seek,
        limit,
      );
    },

    countUnitCancellations: (unitId: number) =>
      cappedTotal(
        db,
        db
          .selectFrom('appointments as a')
          .where('a.health_unit_id', '=', unitId)
          .where('a.cancelled_at', 'is not', null),
      ),

    transaction: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(fn),

    /**
     * The automatic no-show (decision 036): every appointment dated before `before` still
     * `scheduled` becomes `no_show`. Read by key through the partial index of scheduled rows
     * (migration 029) `chunk` at a time, each chunk one short update guarded by the status, so a
     * check-in or a finish racing it wins and no write holds the database for long; between chunks
     * the server goes back to its requests. Returns how many moved.
     */
    async markNoShowsBefore(before: string, at: string, chunk: number): Promise<number> {
      const byDate = [sql.ref('appointment_date'), sql.ref('id')];
      let marked = 0;
      let last: [string, number] | undefined;
      for (;;) {
        let q = db
          .selectFrom('appointments')
          .select(['id', 'appointment_date'])
          // A literal, as in the index's own condition: SQLite uses a partial index only when it
          // can see that the query asks for what the index holds.
          .where('status', '=', sql.lit('scheduled'))
          .where('appointment_date', '<', before);
        if (last) q = q.where(after(byDate, 'asc', last));
        const rows = await q.orderBy('appointment_date').orderBy('id').limit(chunk).execute();
        if (rows.length === 0) return marked;
        const res = await db
          .updateTable('appointments')
          .set({ status: 'no_show', updated_at: at })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .where('status', '=', 'scheduled')
          .executeTakeFirst();
        marked += Number(res.numUpdatedRows);
        const end = rows[rows.length - 1]!;
        last = [end.appointment_date, end.id];
        if (rows.length < chunk) return marked;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}
