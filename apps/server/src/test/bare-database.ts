/**
 * A database with nothing migrated yet: SQLite in memory, or a PostgreSQL schema of its own when
 * TEST_DATABASE_URL is set. The harness migrates it to the latest schema; a migration's test stops it
 * before that migration, fills it the old way, then runs the migration.
 */
import { randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { createDatabase, type Database } from '../db/database';
import { migrateTo, migrateToLatest } from '../db/migrate';
import { dropTestSchema, whileNoSchemaIsDropped, withPgClient } from './schema-lock';

export type BareDatabase = { database: Database; dispose(): Promise<void> };

export async function openBareDatabase(): Promise<BareDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const database = createDatabase({ kind: 'sqlite', path: ':memory:' });
    return { database, dispose: () => database.close() };
  }
  // The creation time in the name lets a later run drop only schemas abandoned by crashed runs.
  const schema = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withPgClient(pgUrl, (c) => c.query(`create schema ${schema}`));
  const database = createDatabase({ kind: 'postgres', url: pgUrl, schema });
  return {
    database,
    async dispose() {
      await database.close();
      await dropTestSchema(pgUrl, schema);
    },
  };
}

/**
 * Kysely's own migrator, used as it comes, lists the tables of every schema: on PostgreSQL it waits
 * while another test drops its schema (test/schema-lock.ts). The app's migrations (db/migrate.ts)
 * list only their own schema's tables and need not wait.
 */
export function whileMigrating<T>(work: () => Promise<T>): Promise<T> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  return pgUrl ? whileNoSchemaIsDropped(pgUrl, work) : work();
}

/**
 * For a migration's test file: bare databases opened in a test are disposed of after it. Call once at
 * the top of the file.
 */
export function bareDatabases() {
  let opened: BareDatabase[] = [];
  afterEach(async () => {
    const closing = opened;
    opened = [];
    for (const bare of closing) await bare.dispose();
  });
  return {
    async open(): Promise<Database> {
      const bare = await openBareDatabase();
      opened.push(bare);
      return bare.database;
    },
    /** Up to and including the migration named. */
    migrateTo: (database: Database, name: string) => migrateTo(database, name),
    migrateToLatest: (database: Database) => migrateToLatest(database),
  };
}
