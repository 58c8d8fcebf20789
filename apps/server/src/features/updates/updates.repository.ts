/**
 * The update queries. Each one is a range on an indexed creation (or decision) time inside the
 * role's scope, so a poll that finds nothing new costs a few index probes whatever the table sizes
 * (migration 004 adds the indexes that were missing; updates.repository.test.ts checks the plans).
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types';
import { appointmentsRepository } from '../appointments';
import { appointmentRequestsRepository } from '../appointment-requests';

/** Newest rows of a range (id, title, body source, time) and how many the range holds in all. */
export type Slice = { rows: Row[]; count: number };
export type Row = { id: number; created_at: string; title: string | null; text: string | null };

type Scoped<T extends keyof DB> = SelectQueryBuilder<DB, T, object>;

async function slice<T extends keyof DB>(
  base: Scoped<T>,
  time: string,
  pick: { title: string | null; text: string | null },
  limit: number,
): Promise<Slice> {
  const rows = await base
    // Kysely cannot type column names chosen at run time; the callers pass literal names.
    .select((eb) => [
      eb.ref('id' as never).as('id'),
      eb.ref(time as never).as('created_at'),
      (pick.title ? eb.ref(pick.title as never) : eb.val(null)).as('title'),
      (pick.text ? eb.ref(pick.text as never) : eb.val(null)).as('text'),
    ])
    .orderBy(time as never, 'desc')
    .limit(limit)
    .execute();
  // A short page is the whole range: most polls find nothing and need no count.
  const total =
    rows.length < limit
      ? { n: rows.length }
      : await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return {
    rows: (rows as Record<string, unknown>[]).map((r) => ({
      id: Number(r.id),
      created_at: String(r.created_at),
      title: r.title == null ? null : String(r.title),
      text: r.text == null ? null : String(r.text),
    })),
    count: Number((total as { n?: number | string } | undefined)?.n ?? 0),
  };
}

export type MessageScope = {
  /** Individual messages are addressed to this key (patient_1, staff_2, authority_3). */
  key: string;
  group: string;
  /** Group messages reach only who was in the group when they were sent (as in the inbox). */
  groupSince: string;
};

export function updatesRepository(db: Kysely<DB>) {
  return {
    /** Two index ranges on (recipient_type, recipient_id, created_at), one per OR branch. */
    messages: (scope: MessageScope, since: string, limit: number) =>
      slice(
        db
          .selectFrom('messages')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('recipient_type', '=', 'individual'),
                eb('recipient_id', '=', scope.key),
                eb('created_at', '>', since),
              ]),
              eb.and([
                eb('recipient_type', '=', scope.group),
                eb('recipient_id', 'is', null),
                eb('created_at', '>', since),
                eb('created_at', '>=', scope.groupSince),
              ]),
            ]),
          ),
        'created_at',
        { title: 'title', text: 'message_text' },
        limit,
      ),

    approvedRequests: (patientId: number, since: string, limit: number) =>
      slice(
        appointmentRequestsRepository(db).approvedSince(patientId, since),
        'decided_at',
        { title: 'specialty', text: 'approved_date' },
        limit,
      ),

    /** An exam reaches its patient when the unit approves it. */
    patientExams: (patientId: number, since: string, limit: number) =>
      slice(
        db
          .selectFrom('exams')
          .where('patient_id', '=', patientId)
          .where('reviewed_at', '>', since)
          .where('approval_status', '=', 'approved'),
        'reviewed_at',
        { title: 'exam_type', text: 'result' },
        limit,
      ),

    doctorAppointments: (staffId: number, since: string, limit: number) =>
      slice(
        appointmentsRepository(db).bookedSince({ kind: 'doctor', staffId }, since),
        'created_at',
        { title: 'specialty', text: 'appointment_date' },
        limit,
      ),

    unitAppointments: (unitId: number, since: string, limit: number) =>
      slice(
        appointmentsRepository(db).bookedSince({ kind: 'unit', healthUnitId: unitId }, since),
        'created_at',
        { title: 'specialty', text: 'appointment_date' },
        limit,
      ),

    /**
     * Pending requests a unit can act on: addressed to it, or (with `unaddressed`) to any unit.
     * Two ranges on (health_unit_id, status, created_at).
     */
    pendingRequests: (unitId: number, unaddressed: boolean, since: string, limit: number) =>
      slice(
        appointmentRequestsRepository(db).pendingSince(unitId, unaddressed, since),
        'created_at',
        { title: 'specialty', text: 'notes' },
        limit,
      ),

    reports: (since: string, limit: number) =>
      slice(
        db.selectFrom('environmental_reports').where('created_at', '>', since),
        'created_at',
        { title: 'title', text: 'address' },
        limit,
      ),

    /** registration_date is the creation time (set together with created_at) and is indexed. */
    provisionalPatients: (since: string, limit: number) =>
      slice(
        db.selectFrom('provisional_patients').where('registration_date', '>', since),
        'registration_date',
        { title: 'provisional_id', text: 'registration_location' },
        limit,
      ),

    accountCreatedAt: async (table: 'patients' | 'staff' | 'public_authorities', id: number) =>
      (await db.selectFrom(table).select('created_at').where('id', '=', id).executeTakeFirst())?.created_at ??
      null,
  };
}
