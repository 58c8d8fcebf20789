/**
 * Fresh databases for server processes (a SQLite file, or a PostgreSQL schema of its own) and direct
 * SQL into them: the checks read what is really stored, not what the API chooses to show.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SqliteDriver, type SqliteConnection } from '../src/db/sqlite-driver';
import pg from 'pg';

export type Row = Record<string, unknown>;
export type Query = (text: string, params?: unknown[]) => Promise<Row[]>;

export type TestDatabase = {
  kind: 'sqlite' | 'postgres';
  /** What the server gets as DATABASE_URL. */
  serverUrl: string;
  /** Opens one connection for `fn`'s queries (with `?` placeholders), closed after. */
  inspect<T>(fn: (query: Query) => Promise<T>): Promise<T>;
  /** SQLite: PRAGMA integrity_check; PostgreSQL: 'ok' when the schema answers. Server must be down for SQLite. */
  integrity(): Promise<string>;
  drop(): Promise<void>;
};

export async function freshSqlite(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saude-system-'));
  const file = path.join(dir, 'saude.db');
  const withDb = async <T>(fn: (db: SqliteConnection) => T | Promise<T>): Promise<T> => {
    const db = new SqliteDriver(file);
    try {
      return await fn(db);
    } finally {
      db.close();
    }
  };
  return {
    kind: 'sqlite',
    serverUrl: `sqlite:${file}`,
    inspect: (fn) =>
      withDb((db) => fn(async (text, params = []) => db.prepare(text).all(...params) as Row[])),
    integrity: async () =>
      withDb((db) =>
        (db.pragma('integrity_check') as { integrity_check: string }[])
          .map((r) => r.integrity_check)
          .join('; '),
      ),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A PostgreSQL database of its own rather than a schema: a server given only a URL migrates in its
 * default schema, and Kysely's migrator looks for its bookkeeping tables in every schema of the
 * database, so other runs' schemas beside ours would confuse it (see the report of issue 6).
 */
export const PG_DATABASE_PREFIX = 'saude_sys_';

export async function freshPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `${PG_DATABASE_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const serverUrl = url.toString();
  const connect = async <T>(connectionString: string, fn: (c: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  await connect(baseUrl, (c) => c.query(`create database ${name}`));
  return {
    kind: 'postgres',
    serverUrl,
    inspect: (fn) =>
      connect(serverUrl, (c) =>
        fn(async (text, params = []) => {
          let n = 0;
          const numbered = text.replace(/\?/g, () => `$${++n}`);
          return (await c.query(numbered, params)).rows as Row[];
        }),
      ),
    integrity: () =>
      connect(serverUrl, async (c) => {
        const { rows } = await c.query(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
        );
        return Number(rows[0]?.n) > 0 ? 'ok' : 'database has no tables';
      }),
    drop: () =>
      connect(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export function freshDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'sqlite') return freshSqlite();
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  return freshPostgres(pgUrl);
}
