/**
 * What keeps a list page's cost from growing with the city (docs/decisions/011-bounded-lists.md).
 *
 * Patient search by a piece of the name, CPF or SUS card (`like '%silva%'`) cannot use a b-tree, so it
 * read every patient. PostgreSQL gets trigram indexes (pg_trgm) on exactly the expressions the searches
 * compare; SQLite gets an FTS5 table with the trigram tokenizer over the same three columns, an
 * external-content index kept in step with `patients` by triggers (so every writer, including bulk
 * loads that bypass the server, keeps it right). The tokenizer folds case and keeps accents, as the
 * searches do (lower() on both sides).
 *
 * A hospital's request counters (pending, approved, rejected) are sums over a few rows of
 * `appointment_request_counts`, one row per (addressed unit, deciding unit, status) with 0 for "none",
 * kept by triggers: the visibility rule is a function of those three columns only, so the sums are
 * exact, and their cost depends on the number of units, not of requests.
 *
 * The request list reads three index ranges, one per branch of the visibility rule, each ordered by
 * creation time; the unassigned pending pool, which every unit sees, has a partial index.
 */
import { sql, type Migration } from 'kysely';
import type { AnyDb, Dialect } from './helpers';

export function boundedLists(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await requestListIndexes(db);
      await requestCounts(db, dialect);
      await patientNameOrder(db);
      if (dialect === 'postgres') {
        await postgresPatientSearch(db);
        await postgresDateOrder(db);
      } else {
        await sqlitePatientSearch(db);
      }
      await refreshStatistics(db, dialect);
    },
  };
}

async function requestListIndexes(db: AnyDb) {
  // Branch "addressed to the unit" without a status filter (the status one has unit_status_idx).
  await db.schema
    .createIndex('appointment_requests_unit_created_idx')
    .on('appointment_requests')
    .columns(['health_unit_id', 'created_at', 'id'])
    .execute();
  // Branch "decided by the unit" with a status filter (without one: decided_unit_idx of 005).
  await db.schema
    .createIndex('appointment_requests_decided_status_idx')
    .on('appointment_requests')
    .columns(['decided_health_unit_id', 'status', 'created_at', 'id'])
    .execute();
  // Branch "any unit, still pending", the same rows for every unit. unit_status_idx holds them too
  // (unit null, status pending, by time), but PostgreSQL preferred status_idx and skipped the other
  // units' pending requests one by one.
  await db.schema
    .createIndex('appointment_requests_open_pool_idx')
    .on('appointment_requests')
    .columns(['created_at', 'id'])
    .where(sql.ref('health_unit_id'), 'is', null)
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

async function requestCounts(db: AnyDb, dialect: Dialect) {
  await db.schema
    .createTable('appointment_request_counts')
    .addColumn('health_unit_id', 'integer', (c) => c.notNull())
    .addColumn('decided_health_unit_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_request_counts_pk', [
      'health_unit_id',
      'decided_health_unit_id',
      'status',
    ])
    .execute();
  await db.schema
    .createIndex('appointment_request_counts_decided_idx')
    .on('appointment_request_counts')
    .column('decided_health_unit_id')
    .execute();
  await sql`
    insert into appointment_request_counts (health_unit_id, decided_health_unit_id, status, n)
    select coalesce(health_unit_id, 0), coalesce(decided_health_unit_id, 0), status, count(*)
    from appointment_requests
    group by coalesce(health_unit_id, 0), coalesce(decided_health_unit_id, 0), status
  `.execute(db);

  const add = (row: 'new' | 'old') => sql`
    insert into appointment_request_counts (health_unit_id, decided_health_unit_id, status, n)
    values (coalesce(${sql.raw(row)}.health_unit_id, 0), coalesce(${sql.raw(row)}.decided_health_unit_id, 0),
            ${sql.raw(row)}.status, 1)
    on conflict (health_unit_id, decided_health_unit_id, status)
    do update set n = appointment_request_counts.n + 1`;
  const remove = (row: 'new' | 'old') => sql`
    update appointment_request_counts set n = n - 1
    where health_unit_id = coalesce(${sql.raw(row)}.health_unit_id, 0)
      and decided_health_unit_id = coalesce(${sql.raw(row)}.decided_health_unit_id, 0)
      and status = ${sql.raw(row)}.status`;
  // Foreign-key actions (a unit deleted: its requests' unit set null) are updates too, on both engines.
  const changed = sql`old.health_unit_id is distinct from new.health_unit_id
    or old.decided_health_unit_id is distinct from new.decided_health_unit_id
    or old.status is distinct from new.status`;

  if (dialect === 'postgres') {
    // The function runs with the migration's search path, whichever connection fires it.
    await sql`
      create function appointment_request_counts_keep() returns trigger language plpgsql
      set search_path from current as $$
      begin
        if tg_op = 'UPDATE' and not (${changed}) then
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          ${remove('old')};
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          ${add('new')};
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger appointment_request_counts_keep
      after insert or delete or update of health_unit_id, decided_health_unit_id, status
      on appointment_requests for each row execute function appointment_request_counts_keep()
    `.execute(db);
    return;
  }
  await sql`
    create trigger appointment_request_counts_insert after insert on appointment_requests
    begin ${add('new')}; end`.execute(db);
  await sql`
    create trigger appointment_request_counts_delete after delete on appointment_requests
    begin ${remove('old')}; end`.execute(db);
  await sql`
    create trigger appointment_request_counts_update
    after update of health_unit_id, decided_health_unit_id, status on appointment_requests
    when ${changed}
    begin ${remove('old')}; ${add('new')}; end`.execute(db);
}

/**
 * The patient lists are in name order. With the compared columns in the index, a search for common
 * text walks that order reading the index entries alone (patient-search.ts), and a patient row only
 * for the matches; the plain name index it replaces served the order only.
 */
async function patientNameOrder(db: AnyDb) {
  await db.schema.dropIndex('patients_full_name_idx').execute();
  await db.schema
    .createIndex('patients_name_order_idx')
    .on('patients')
    .columns(['full_name', 'id', 'sus_card', 'cpf'])
    .execute();
}

async function postgresPatientSearch(db: AnyDb) {
  // An extension belongs to one schema of the database. Installed in public (not in the connection's
  // schema, which may be a throw-away one), and the operator class named with the schema it is in.
  // Concurrent first migrations of one database would race on the creation: the lock orders them.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const ops = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
  await sql`create index patients_full_name_trgm_idx on patients using gin (lower(full_name) ${ops})`.execute(
    db,
  );
  await sql`create index patients_sus_card_trgm_idx on patients using gin (lower(sus_card) ${ops})`.execute(
    db,
  );
  await sql`create index patients_cpf_trgm_idx on patients using gin (cpf ${ops})`.execute(db);
}

/**
 * The FTS5 index of patient search and the triggers that keep it. Migration 011 makes it again with
 * the accents removed (`removeDiacritics`).
 */
export async function sqlitePatientSearch(db: AnyDb, removeDiacritics: 0 | 1 = 0) {
  await sql`
    create virtual table patients_search using fts5(
      full_name, sus_card, cpf,
      content = 'patients', content_rowid = 'id',
      tokenize = ${sql.lit(`trigram remove_diacritics ${removeDiacritics}`)}
    )`.execute(db);
  const columns = sql`full_name, sus_card, cpf`;
  const values = (row: 'new' | 'old') =>
    sql`${sql.raw(row)}.id, ${sql.raw(row)}.full_name, ${sql.raw(row)}.sus_card, ${sql.raw(row)}.cpf`;
  // An external-content index forgets a row only when told its old values.
  const forget = sql`insert into patients_search (patients_search, rowid, ${columns}) values ('delete', ${values('old')})`;
  const index = sql`insert into patients_search (rowid, ${columns}) values (${values('new')})`;
  await sql`create trigger patients_search_insert after insert on patients begin ${index}; end`.execute(db);
  await sql`create trigger patients_search_delete after delete on patients begin ${forget}; end`.execute(db);
  await sql`
    create trigger patients_search_update after update of full_name, sus_card, cpf on patients
    begin ${forget}; ${index}; end`.execute(db);
  await sql`insert into patients_search (patients_search) values ('rebuild')`.execute(db);
}

/**
 * The department's medical-data lists are in date order, newest first, then id. A SQLite index ends
 * with the rowid (the id), so the date index gives that order; a PostgreSQL one does not, and with
 * hundreds of records a day PostgreSQL read and sorted a whole day to find a page (5 ms at 300 000
 * prescriptions, 0.3 ms at 3 000). The same indexes with the id at the end replace them.
 */
async function postgresDateOrder(db: AnyDb) {
  const lists = [
    ['prescriptions', 'prescription_date', 'prescriptions_date_idx'],
    ['medical_records', 'record_date', 'medical_records_date_idx'],
    ['vaccinations', 'vaccine_date', 'vaccinations_date_idx'],
    ['exams', 'exam_date', 'exams_date_idx'],
  ] as const;
  for (const [table, column, index] of lists) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).columns([column, 'id']).execute();
  }
}

/**
 * A planner that has statistics for the old indexes and none for the new ones takes the new ones for
 * very selective: SQLite then sorted a unit's decided requests on every poll instead of reading them
 * in order. Where statistics are kept (SQLite only once ANALYZE has run), they are refreshed for the
 * tables indexed here.
 */
async function refreshStatistics(db: AnyDb, dialect: Dialect) {
  if (dialect === 'sqlite') {
    const { rows } = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (rows.length === 0) return;
  }
  await sql`analyze appointment_requests`.execute(db);
  await sql`analyze patients`.execute(db);
}
