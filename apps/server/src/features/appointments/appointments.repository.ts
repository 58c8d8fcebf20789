import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import type { AppointmentsTable, DB } from '../../db/types';
import { after, readPage, type Direction, type ListPart, type Seek } from '../../db/keyset';
import { cappedTotal } from '../../db/list-total';

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
export type AppointmentFilter = { status?: AppointmentStatus; date?: string; from: string };

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
      'a.created_at',
      // Used for record-level checks, not shown.
      'a.health_unit_id',
      'a.doctor_staff_id',
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

export function appointmentsRepository(db: Kysely<DB>) {
  const withNames = () => appointmentsWithNames(db);

  const scoped = (scope: AppointmentScope) => {
    const q = withNames();
    switch (scope.kind) {
      case 'all':
        return q;
      case 'patient':
        return q.where('a.patient_id', '=', scope.patientId);
      case 'doctor':
        return q.where('a.doctor_staff_id', '=', scope.staffId);
      case 'unit':
        return q.where('a.health_unit_id', '=', scope.healthUnitId);
    }
  };

  return {
    /** A page of the agenda (see AppointmentFilter), read by key through the (scope, date) indexes. */
    list(scope: AppointmentScope, filter: AppointmentFilter, seek: Seek | undefined, limit: number) {
      const filtered = () => {
        let q = scoped(scope);
        if (filter.status) q = q.where('a.status', '=', filter.status);
        return q;
      };
      const part = (
        dir: Direction,
        days: 'on' | 'from' | 'before',
        day: string,
      ): ListPart<AppointmentRow> => ({
        key: ['text', 'text', 'integer'],
        keyOf: (a) => [a.appointment_date, a.appointment_time ?? UNTIMED_SLOT, a.id],
        read: (afterKey, take) => {
          let q = filtered();
          // After a cursor of this part the key bound implies the part's own bound (one range for the
          // planner to choose); a single day keeps its equality.
          if (days === 'on' || !afterKey) {
            q = q.where('a.appointment_date', days === 'on' ? '=' : days === 'from' ? '>=' : '<', day);
          }
          if (afterKey) q = q.where(after(agendaOrder, dir, afterKey));
          return q
            .orderBy('a.appointment_date', dir)
            .orderBy(slot, dir)
            .orderBy('a.id', dir)
            .limit(take)
            .execute();
        },
      });
      const parts = filter.date
        ? [part('asc', 'on', filter.date)]
        : [part('asc', 'from', filter.from), part('desc', 'before', filter.from)];
      return readPage(parts, seek, limit);
    },

    /** Every appointment of the list (both parts), counted up to the cap. */
    count(scope: AppointmentScope, filter: AppointmentFilter) {
      let q = db.selectFrom('appointments as a');
      switch (scope.kind) {
        case 'patient':
          q = q.where('a.patient_id', '=', scope.patientId);
          break;
        case 'doctor':
          q = q.where('a.doctor_staff_id', '=', scope.staffId);
          break;
        case 'unit':
          q = q.where('a.health_unit_id', '=', scope.healthUnitId);
          break;
        case 'all': // the department counts every appointment of the city
          break;
      }
      if (filter.status) q = q.where('a.status', '=', filter.status);
      if (filter.date) q = q.where('a.appointment_date', '=', filter.date);
      return cappedTotal(db, q);
    },

    inScope: (scope: AppointmentScope, id: number) => scoped(scope).where('a.id', '=', id).executeTakeFirst(),

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

    transaction: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => db.transaction().execute(fn),
  };
}
