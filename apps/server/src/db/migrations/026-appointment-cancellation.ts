/**
 * A patient cancels, reschedules and withdraws (docs/decisions/037-patients-cancel-and-reschedule.md):
 * who cancelled an appointment, when and why; the request a "Remarcar" opened, linked to the
 * appointment it replaces; a request's new status 'cancelled' (withdrawn while pending), which the
 * status check must now accept; and the indexes of the unit's cancellations list and of the
 * department's count of freed slots.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb, Dialect } from './helpers';

/** The request statuses as of this migration (001 wrote the check with the first three). */
const REQUEST_STATUSES_026 = ['pending', 'approved', 'rejected', 'cancelled'];
const statusCheck = sql`status in (${sql.join(REQUEST_STATUSES_026.map((v) => sql.lit(v)))})`;

export function appointmentCancellation(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('appointments').addColumn('cancelled_at', 'text').execute();
      await db.schema.alterTable('appointments').addColumn('cancellation_reason', 'text').execute();
      // The principal kind and account id of whoever cancelled (a patient, for now).
      await db.schema.alterTable('appointments').addColumn('cancelled_by_kind', 'text').execute();
      await db.schema.alterTable('appointments').addColumn('cancelled_by_id', 'integer').execute();
      await db.schema
        .alterTable('appointment_requests')
        .addColumn('rescheduled_from_appointment_id', 'integer', (c) =>
          c.references('appointments.id').onDelete('set null'),
        )
        .execute();
      await db.schema.alterTable('appointment_requests').addColumn('cancelled_at', 'text').execute();

      // The unit's cancellations, most recent first; the city's cancellations of a period.
      await db.schema
        .createIndex('appointments_unit_cancelled_idx')
        .on('appointments')
        .columns(['health_unit_id', 'cancelled_at', 'id'])
        .where(sql.ref('cancelled_at'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('appointments_cancelled_idx')
        .on('appointments')
        .column('cancelled_at')
        .where(sql.ref('cancelled_at'), 'is not', null)
        .execute();

      await db.schema
        .createIndex('appointment_requests_rescheduled_idx')
        .on('appointment_requests')
        .column('rescheduled_from_appointment_id')
        .where(sql.ref('rescheduled_from_appointment_id'), 'is not', null)
        .execute();

      await widenRequestStatusCheck(db, dialect);
    },
  };
}

async function widenRequestStatusCheck(db: AnyDb, dialect: Dialect) {
  if (dialect === 'postgres') {
    const checks = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = 'appointment_requests'::regclass and contype = 'c'
        and pg_get_constraintdef(oid) like '%status%' and pg_get_constraintdef(oid) not like '%appointment_type%'`.execute(
      db,
    );
    for (const { conname } of checks.rows) {
      await sql`alter table appointment_requests drop constraint ${sql.id(conname)}`.execute(db);
    }
    await sql`alter table appointment_requests add constraint appointment_requests_status_check check (${statusCheck})`.execute(
      db,
    );
    return;
  }
  // SQLite cannot alter a check: the table is rebuilt with the wider one (SQLite's documented way),
  // keeping its rows, its autoincrement counter, its indexes and the counters' triggers. No other
  // table references appointment_requests, so dropping it moves no foreign key.
  const objects = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'appointment_requests'`.execute(db);
  const definition = objects.rows.find((o) => o.type === 'table')?.sql ?? '';
  const old = /"status" in \('pending', 'approved', 'rejected'\)/;
  if (!old.test(definition)) throw new Error('appointment_requests: unexpected status check');
  const rebuilt = definition
    .replace(old, `"status" in ('pending', 'approved', 'rejected', 'cancelled')`)
    .replace(/^create table "appointment_requests"/i, 'create table "appointment_requests_026"');
  const dependents = objects.rows.filter((o) => o.type !== 'table' && o.sql != null).map((o) => o.sql!);
  const sequence = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'appointment_requests'`.execute(db);

  await sql.raw(rebuilt).execute(db);
  await sql`insert into appointment_requests_026 select * from appointment_requests`.execute(db);
  await sql`drop table appointment_requests`.execute(db);
  await sql`alter table appointment_requests_026 rename to appointment_requests`.execute(db);
  for (const statement of dependents) await sql.raw(statement).execute(db);
  const seq = sequence.rows[0]?.seq;
  if (seq != null) {
    await sql`update sqlite_sequence set seq = ${seq} where name = 'appointment_requests'`.execute(db);
  }
}
