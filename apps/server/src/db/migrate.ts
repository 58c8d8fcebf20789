/** Runs the migrations in code, the same set for SQLite and PostgreSQL. */
import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { withoutStatementTimeout, type Database } from './database';
import type { DB } from './types';
import { initial } from './migrations/001-initial';
import { listIndexes } from './migrations/002-list-indexes';
import { updatesIndexes } from './migrations/004-updates-indexes';
import { benchIndexes } from './migrations/005-bench-indexes';
import { boundedLists } from './migrations/006-bounded-lists';
import { agendaLists } from './migrations/007-agenda-lists';
import { hospitalLists } from './migrations/008-hospital-lists';
import { adminLists } from './migrations/009-admin-lists';
import { careLists } from './migrations/010-care-lists';
import { searchFolding } from './migrations/011-search-folding';
import { prescriptionValidity } from './migrations/014-prescription-validity';
import { requestRejectionReason } from './migrations/015-request-rejection-reason';
import { passwordReset } from './migrations/016-password-reset';
import { pharmacies } from './migrations/017-pharmacies';
import { examReview } from './migrations/018-exam-review';
import { signInBrowser } from './migrations/019-sign-in-browser';
import { prescriptionUnit } from './migrations/020-prescription-unit';
import { reportTriage } from './migrations/021-report-triage';
import { professionalCodes } from './migrations/022-professional-codes';
import { diagnosisCodes } from './migrations/023-diagnosis-codes';
import { vaccineCodes } from './migrations/024-vaccine-codes';
import { jobClaims } from './migrations/025-job-claims';
import { appointmentCancellation } from './migrations/026-appointment-cancellation';
import { push } from './migrations/027-push';
import { accessLog } from './migrations/028-access-log';
import { noShowIndex } from './migrations/029-no-show-index';
import { searchFoldSpeed } from './migrations/030-search-fold-speed';
import { reportPlaceCells } from './migrations/031-report-place-cells';
import { reportNeighborhoodIndex } from './migrations/032-report-neighborhood-index';

function provider(dialect: Database['dialect']): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-initial': initial(dialect),
        '002-list-indexes': listIndexes,
        '004-updates-indexes': updatesIndexes,
        '005-bench-indexes': benchIndexes,
        '006-bounded-lists': boundedLists(dialect),
        '007-agenda-lists': agendaLists,
        '008-hospital-lists': hospitalLists,
        '009-admin-lists': adminLists,
        '010-care-lists': careLists,
        '011-search-folding': searchFolding(dialect),
        '014-prescription-validity': prescriptionValidity(dialect),
        '015-request-rejection-reason': requestRejectionReason,
        '016-password-reset': passwordReset(dialect),
        '017-pharmacies': pharmacies(dialect),
        '018-exam-review': examReview,
        '019-sign-in-browser': signInBrowser,
        '020-prescription-unit': prescriptionUnit,
        '021-report-triage': reportTriage,
        '022-professional-codes': professionalCodes,
        '023-diagnosis-codes': diagnosisCodes,
        '024-vaccine-codes': vaccineCodes,
        '025-job-claims': jobClaims,
        '026-appointment-cancellation': appointmentCancellation(dialect),
        '027-push': push(dialect),
        '028-access-log': accessLog,
        '029-no-show-index': noShowIndex,
        '030-search-fold-speed': searchFoldSpeed(dialect),
        '031-report-place-cells': reportPlaceCells(dialect),
        '032-report-neighborhood-index': reportNeighborhoodIndex,
      };
    },
  };
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  return run(database, (migrator) => migrator.migrateToLatest());
}

/**
 * Up to and including one migration: how a test builds a database as it stood before a migration
 * that changes existing rows, fills it the old way, then runs that migration.
 */
export async function migrateTo(database: Database, name: string): Promise<string[]> {
  return run(database, (migrator) => migrator.migrateTo(name));
}

function run(
  database: Database,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  return withoutStatementTimeout(database, async (db) => {
    // Kysely looks for its bookkeeping tables across schemas; pin them to ours (the configured one, or
    // whatever search_path the connection has, e.g. from `options` in DATABASE_URL).
    const schema =
      database.schema ??
      (database.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined);
    const migrator = new Migrator({
      db: schema ? withTableNamesOnly(db, schema) : db,
      provider: provider(database.dialect),
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error, results } = await step(migrator);
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}

/**
 * Kysely's migrator asks whether its two bookkeeping tables exist by listing every column of every
 * table of every schema (its PostgreSQL introspector), and then reads only the tables' names: some
 * 0.3 to 0.7 s a listing, twice a run, more with every schema the database holds. The test suite
 * migrates a schema for each test app, so that was most of its time on PostgreSQL. The migrator gets
 * the same database with an introspector that lists the names of the schemas and of the tables of
 * `schema`, and nothing else.
 */
function withTableNamesOnly(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () =>
      (await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(db)).rows,
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`
        select tablename as name from pg_catalog.pg_tables where schemaname = ${schema}`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  // The migrator reaches the introspector through `db.introspection`, which a Kysely instance builds
  // from its dialect: a proxy answers that one property and leaves the rest to the instance itself.
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
