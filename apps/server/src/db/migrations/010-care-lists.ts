/**
 * Indexes for the patient's and the doctor's clinical lists, reports, messages and provisional
 * patients, read by key (docs/decisions/013-one-list-contract.md).
 *
 * Every one of these lists is newest first: its page is "the scope's rows before the last key sent",
 * `(scope, date) < (?, ?)` ordered by (date desc, id desc). An index on (scope, date, id) reads that
 * as one range and stops after the page; the indexes they replace lacked the id (PostgreSQL then
 * read and sorted a whole day of the scope to find where a page starts) or the scope (the reports'
 * type filter, the authority panel's sex filter read the whole table in date order). SQLite indexes
 * end with the rowid, which is the id, but it is written out so both engines hold the same order.
 *
 * An index that held a prefix of the order is made again under its own name with the rest of the
 * columns, so every query that used it (the update poll's ranges, the department's counts) still
 * finds it, and no two indexes hold the same prefix.
 */
import { SqliteAdapter, sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers';

/** `replaces`: an index of that name exists with a prefix of these columns; it is made again. */
type ListIndex = { table: string; name: string; columns: string[]; replaces?: true };

const LIST_INDEXES: ListIndex[] = [
  // GET /api/prescriptions: the patient's own, the doctor's issued.
  {
    table: 'prescriptions',
    name: 'prescriptions_patient_idx',
    columns: ['patient_id', 'prescription_date', 'id'],
    replaces: true,
  },
  {
    table: 'prescriptions',
    name: 'prescriptions_doctor_idx',
    columns: ['doctor_staff_id', 'prescription_date', 'id'],
    replaces: true,
  },
  // GET /api/medical-records: the patient's own, the doctor's written.
  {
    table: 'medical_records',
    name: 'medical_records_patient_idx',
    columns: ['patient_id', 'record_date', 'id'],
    replaces: true,
  },
  {
    table: 'medical_records',
    name: 'medical_records_doctor_idx',
    columns: ['doctor_staff_id', 'record_date', 'id'],
    replaces: true,
  },
  // GET /api/health/vaccinations and /exams: a patient's own; a doctor's patients one by one.
  {
    table: 'vaccinations',
    name: 'vaccinations_patient_idx',
    columns: ['patient_id', 'vaccine_date', 'id'],
    replaces: true,
  },
  {
    table: 'exams',
    name: 'exams_patient_idx',
    columns: ['patient_id', 'exam_date', 'id'],
    replaces: true,
  },
  {
    table: 'exams',
    name: 'exams_doctor_idx',
    columns: ['doctor_staff_id', 'exam_date', 'id'],
    replaces: true,
  },
  // GET /api/reports/my and GET /api/reports with its type and status filters.
  {
    table: 'environmental_reports',
    name: 'environmental_reports_patient_idx',
    columns: ['patient_id', 'created_at', 'id'],
    replaces: true,
  },
  {
    table: 'environmental_reports',
    name: 'environmental_reports_created_idx',
    columns: ['created_at', 'id'],
    replaces: true,
  },
  {
    table: 'environmental_reports',
    name: 'environmental_reports_status_idx',
    columns: ['status', 'created_at', 'id'],
    replaces: true,
  },
  {
    table: 'environmental_reports',
    name: 'environmental_reports_type_idx',
    columns: ['report_type', 'created_at', 'id'],
  },
  // GET /api/messages/inbox (to someone, to their group) and GET /api/messages (the department).
  {
    table: 'messages',
    name: 'messages_recipient_idx',
    columns: ['recipient_type', 'recipient_id', 'created_at', 'id'],
    replaces: true,
  },
  {
    table: 'messages',
    name: 'messages_created_idx',
    columns: ['created_at', 'id'],
    replaces: true,
  },
  // GET /api/public-authority/provisional-patients, all or by sex.
  {
    table: 'provisional_patients',
    name: 'provisional_patients_date_idx',
    columns: ['registration_date', 'id'],
    replaces: true,
  },
  {
    table: 'provisional_patients',
    name: 'provisional_patients_gender_idx',
    columns: ['gender', 'registration_date', 'id'],
  },
];

export const careLists: Migration = {
  async up(db: AnyDb) {
    for (const index of LIST_INDEXES) {
      if (index.replaces) await db.schema.dropIndex(index.name).ifExists().execute();
      await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
    }
    await refreshStatistics(db);
  },
};

/**
 * Where statistics are kept (SQLite only once ANALYZE has run, as the city generator does), they are
 * refreshed for the re-indexed tables: without statistics for the new indexes SQLite takes them for
 * very selective, and may prefer them where another is better (migration 006 met this).
 */
async function refreshStatistics(db: AnyDb) {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const { rows } = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (rows.length === 0) return;
  }
  for (const table of new Set(LIST_INDEXES.map((i) => i.table))) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}
