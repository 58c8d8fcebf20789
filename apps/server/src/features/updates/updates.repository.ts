/**
 * The update queries. Each one is a range on an indexed creation (or decision) time inside the
 * role's scope, so a poll that finds nothing new costs a few index probes whatever the table sizes
 * (migration 004 adds the indexes that were missing; updates.repository.test.ts checks the plans).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types';
import { appointmentsRepository } from '../appointments';
import { appointmentRequestsRepository } from '../appointment-requests';
import { prepared } from '../../db/prepared';

/** Newest rows of a range (id, title, body source, time) and how many the range holds in all. */
export type Slice = { rows: Row[]; count: number };
export type Row = { id: number; created_at: string; title: string | null; text: string | null };

type Scoped<T extends keyof DB> = SelectQueryBuilder<DB, T, object>;
type Columns = { title: string | null; text: string | null };
type RawRow = Record<string, unknown>;

/** The newest `limit` rows of a range, as (id, created_at, title, text). */
function newestOf<T extends keyof DB>(base: Scoped<T>, time: string, pick: Columns, limit: number) {
  return (
    base
      // Kysely cannot type column names chosen at run time; the callers pass literal names.
      .select((eb) => [
        eb.ref('id' as never).as('id'),
        eb.ref(time as never).as('created_at'),
        (pick.title ? eb.ref(pick.title as never) : eb.val(null)).as('title'),
        (pick.text ? eb.ref(pick.text as never) : eb.val(null)).as('text'),
      ])
      .orderBy(time as never, 'desc')
      .limit(limit)
  );
}

/**
 * A range of news: `base(db, p, shape)` scopes it (its values all from `p`, see db/prepared.ts),
 * `time` orders it. The newest rows are read by a query built once; the count, needed only when the
 * page is full, is built when it is needed.
 */
function range<P extends Record<string, unknown>, T extends keyof DB>(
  base: (db: Kysely<DB>, p: P, shape: string) => Scoped<T>,
  time: string,
  pick: Columns,
) {
  const newest = prepared<P & { limit: number }, RawRow>((db, p, shape) =>
    newestOf(base(db, p, shape), time, pick, p.limit),
  );
  /** The slice of the range from its newest rows (read alone or with other ranges). */
  const sliceOf = async (
    db: Kysely<DB>,
    values: P,
    rows: RawRow[],
    limit: number,
    shape = '',
  ): Promise<Slice> => {
    // A short page is the whole range: most polls find nothing and need no count.
    const total =
      rows.length < limit
        ? { n: rows.length }
        : await base(db, values, shape)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirst();
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        created_at: String(r.created_at),
        title: r.title == null ? null : String(r.title),
        text: r.text == null ? null : String(r.text),
      })),
      count: Number((total as { n?: number | string } | undefined)?.n ?? 0),
    };
  };
  const run = async (db: Kysely<DB>, values: P, limit: number, shape = ''): Promise<Slice> =>
    sliceOf(db, values, await newest(db, { ...values, limit }, shape), limit, shape);
  return Object.assign(run, { base, time, pick, sliceOf });
}

export type MessageScope = {
  /** Individual messages are addressed to this key (patient_1, staff_2, authority_3). */
  key: string;
  group: string;
  /** Group messages reach only who was in the group when they were sent (as in the inbox). */
  groupSince: string;
};

/** Two index ranges on (recipient_type, recipient_id, created_at), one per OR branch. */
const messages = range(
  (db, p: { key: string; group: string; groupSince: string; since: string }) =>
    db
      .selectFrom('messages')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('recipient_type', '=', 'individual'),
            eb('recipient_id', '=', p.key),
            eb('created_at', '>', p.since),
          ]),
          eb.and([
            eb('recipient_type', '=', p.group as never),
            eb('recipient_id', 'is', null),
            eb('created_at', '>', p.since),
            eb('created_at', '>=', p.groupSince),
          ]),
        ]),
      ),
  'created_at',
  { title: 'title', text: 'message_text' },
);

const approvedRequests = range(
  (db, p: { patientId: number; since: string }) =>
    appointmentRequestsRepository(db).approvedSince(p.patientId, p.since),
  'decided_at',
  { title: 'specialty', text: 'approved_date' },
);

/** An exam reaches its patient when the unit approves it. */
const patientExams = range(
  (db, p: { patientId: number; since: string }) =>
    db
      .selectFrom('exams')
      .where('patient_id', '=', p.patientId)
      .where('reviewed_at', '>', p.since)
      .where('approval_status', '=', 'approved'),
  'reviewed_at',
  { title: 'exam_type', text: 'result' },
);

/** Shape: 'doctor' (the doctor's own) or 'unit' (the unit's). */
const bookedAppointments = range(
  (db, p: { id: number; since: string }, shape) =>
    appointmentsRepository(db).bookedSince(
      shape === 'doctor' ? { kind: 'doctor', staffId: p.id } : { kind: 'unit', healthUnitId: p.id },
      p.since,
    ),
  'created_at',
  { title: 'specialty', text: 'appointment_date' },
);

/** Shape: 'any' also takes requests addressed to no unit. */
const pendingRequests = range(
  (db, p: { unitId: number; since: string }, shape) =>
    appointmentRequestsRepository(db).pendingSince(p.unitId, shape === 'any', p.since),
  'created_at',
  { title: 'specialty', text: 'notes' },
);

const reports = range(
  (db, p: { since: string }) => db.selectFrom('environmental_reports').where('created_at', '>', p.since),
  'created_at',
  { title: 'title', text: 'address' },
);

/** registration_date is the creation time (set together with created_at) and is indexed. */
const provisionalPatients = range(
  (db, p: { since: string }) =>
    db.selectFrom('provisional_patients').where('registration_date', '>', p.since),
  'registration_date',
  { title: 'provisional_id', text: 'registration_location' },
);

/** What a patient's poll reads: their messages, approved requests and exams. */
export type PatientScope = MessageScope & { patientId: number; since: string };

const PATIENT_RANGES = [messages, approvedRequests, patientExams] as const;

/**
 * A patient's three ranges in one statement (every poll of nearly every client reads them): the
 * newest rows of each, a UNION ALL of the three limited ranges, each still its own index range.
 */
const patientNewest = prepared<PatientScope & { limit: number }, RawRow & { source: number | string }>(
  (db, p) => {
    const arm = (i: number) => {
      const r = PATIENT_RANGES[i]!;
      return db
        .selectFrom(newestOf(r.base(db, p, ''), r.time, r.pick, p.limit).as(`r${i}`))
        .select([
          sql.lit(i).as('source'),
          sql.ref('id').as('id'),
          sql.ref('created_at').as('created_at'),
          sql.ref('title').as('title'),
          sql.ref('text').as('text'),
        ]);
    };
    return arm(0).unionAll(arm(1)).unionAll(arm(2));
  },
);

const newestFirst = (a: RawRow, b: RawRow) => {
  const x = String(a.created_at);
  const y = String(b.created_at);
  return x < y ? 1 : x > y ? -1 : 0;
};

async function patientNews(db: Kysely<DB>, scope: PatientScope, limit: number) {
  const rows = await patientNewest(db, { ...scope, limit });
  // Each range's rows, newest first (sorted again: a union as such keeps no order).
  const of = (i: number) => rows.filter((r) => Number(r.source) === i).sort(newestFirst);
  const [toThem, approved, exams] = await Promise.all([
    messages.sliceOf(db, scope, of(0), limit),
    approvedRequests.sliceOf(db, scope, of(1), limit),
    patientExams.sliceOf(db, scope, of(2), limit),
  ]);
  return { messages: toThem, approvedRequests: approved, exams };
}

export function updatesRepository(db: Kysely<DB>) {
  return {
    messages: (scope: MessageScope, since: string, limit: number) => messages(db, { ...scope, since }, limit),

    /** A patient's messages, approved requests and exams: the three slices from one statement. */
    patientNews: (scope: PatientScope, limit: number) => patientNews(db, scope, limit),

    approvedRequests: (patientId: number, since: string, limit: number) =>
      approvedRequests(db, { patientId, since }, limit),

    patientExams: (patientId: number, since: string, limit: number) =>
      patientExams(db, { patientId, since }, limit),

    doctorAppointments: (staffId: number, since: string, limit: number) =>
      bookedAppointments(db, { id: staffId, since }, limit, 'doctor'),

    unitAppointments: (unitId: number, since: string, limit: number) =>
      bookedAppointments(db, { id: unitId, since }, limit, 'unit'),

    /**
     * Pending requests a unit can act on: addressed to it, or (with `unaddressed`) to any unit.
     * Two ranges on (health_unit_id, status, created_at).
     */
    pendingRequests: (unitId: number, unaddressed: boolean, since: string, limit: number) =>
      pendingRequests(db, { unitId, since }, limit, unaddressed ? 'any' : 'own'),

    reports: (since: string, limit: number) => reports(db, { since }, limit),

    provisionalPatients: (since: string, limit: number) => provisionalPatients(db, { since }, limit),

    accountCreatedAt: async (table: 'patients' | 'staff' | 'public_authorities', id: number) =>
      (await db.selectFrom(table).select('created_at').where('id', '=', id).executeTakeFirst())?.created_at ??
      null,
  };
}
