/**
 * Indexes for the hospital panel's lists, read by key (docs/decisions/013-one-list-contract.md): each
 * page is one range of one of these, in the list's order, with the id last (PostgreSQL needs it written;
 * SQLite indexes end with the rowid anyway).
 *
 * Requests: the pending queue is read oldest first, per branch of the visibility rule (addressed to the
 * unit: the unit and status index, now ending with the id; the any-unit pool and the decided-pending
 * branch: migration 006). Decided requests are read most recently decided first, by
 * `coalesce(decided_at, created_at)` (a request stored decided without a decision time sorts by its
 * creation): the expression must stay equal to the one in hospital-requests.repository.ts. The list no
 * longer shows every status at once, so the two indexes of that view (by unit and by deciding unit, in
 * creation order) go.
 *
 * Prescriptions: a unit's are those of its patients (an appointment there) and of its employees; the
 * list tests each prescription for an appointment of its patient at the unit, and counts from the
 * unit's distinct patients: one index on (unit, patient) serves both.
 *
 * Exams: all of the unit's newest first, pending ones oldest first, decided ones newest first; the
 * unit-and-status index they replace served only the filter. Vaccinations, autonomous doctors and the
 * unit's staff: newest first.
 */
import { sql, SqliteAdapter, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

/** Equal to ORDER in hospital-requests.repository.ts, or the planners stop using the indexes. */
const DECIDED_ORDER = sql`coalesce(decided_at, created_at)`;

export const hospitalLists: Migration = {
  async up(db: AnyDb) {
    await requestIndexes(db);
    await db.schema
      .createIndex('appointments_unit_patient_idx')
      .on('appointments')
      .columns(['health_unit_id', 'patient_id'])
      .execute();
    await examIndexes(db);
    await db.schema.dropIndex('vaccinations_unit_idx').execute();
    await db.schema
      .createIndex('vaccinations_unit_date_idx')
      .on('vaccinations')
      .columns(['health_unit_id', 'vaccine_date', 'id'])
      .execute();
    for (const table of ['hospital_doctors', 'staff'] as const) {
      await db.schema
        .createIndex(`${table}_unit_created_idx`)
        .on(table)
        .columns(['health_unit_id', 'created_at', 'id'])
        .execute();
    }
    await refreshStatistics(db);
  },
};

async function requestIndexes(db: AnyDb) {
  await db.schema.dropIndex('appointment_requests_unit_status_idx').execute();
  await db.schema
    .createIndex('appointment_requests_unit_status_idx')
    .on('appointment_requests')
    .columns(['health_unit_id', 'status', 'created_at', 'id'])
    .execute();
  for (const [name, unit] of [
    ['appointment_requests_unit_decided_idx', 'health_unit_id'],
    ['appointment_requests_decider_decided_idx', 'decided_health_unit_id'],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('appointment_requests')
      .expression(sql`${sql.ref(unit)}, status, ${DECIDED_ORDER}, id`)
      .execute();
  }
  await db.schema.dropIndex('appointment_requests_unit_created_idx').execute();
  await db.schema.dropIndex('appointment_requests_decided_unit_idx').execute();
}

async function examIndexes(db: AnyDb) {
  await db.schema.dropIndex('exams_unit_status_idx').execute();
  const indexes = [
    ['exams_unit_date_idx', ['health_unit_id', 'exam_date', 'id']],
    ['exams_unit_status_date_idx', ['health_unit_id', 'approval_status', 'exam_date', 'id']],
    ['exams_unit_status_created_idx', ['health_unit_id', 'approval_status', 'created_at', 'id']],
  ] as const;
  for (const [name, columns] of indexes) {
    await db.schema
      .createIndex(name)
      .on('exams')
      .columns([...columns])
      .execute();
  }
}

/**
 * As in migration 006: where the planner keeps statistics (SQLite once ANALYZE has run, PostgreSQL
 * always), new indexes without them are taken for very selective.
 */
async function refreshStatistics(db: AnyDb) {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const { rows } = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (rows.length === 0) return;
  }
  for (const table of [
    'appointment_requests',
    'appointments',
    'exams',
    'vaccinations',
    'hospital_doctors',
    'staff',
  ]) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}
