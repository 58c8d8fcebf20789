import pg from 'pg';

/**
 * Kysely's migrator, left to itself, lists the tables of every schema of the database, and
 * PostgreSQL resolves each table's name while listing: a test schema dropped at that moment (by
 * another test, or another run on the same database) fails the listing with "schema ... does not
 * exist". A test running that migrator holds this advisory lock shared and drops hold it alone,
 * across every process using the database; a session's advisory locks go when it ends. (The app's
 * migrations list only their own schema's tables: db/migrate.ts.)
 */
const SCHEMA_DROP_LOCK = 744_201_077;

export async function whileNoSchemaIsDropped<T>(url: string, work: () => Promise<T>): Promise<T> {
  return withPgClient(url, async (c) => {
    await c.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    return work();
  });
}

export async function dropTestSchema(url: string, schema: string): Promise<void> {
  await withPgClient(url, async (c) => {
    await c.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
    await c.query(`drop schema if exists ${schema} cascade`);
  });
}

/** One short-lived connection of its own, ended whatever happens. */
export async function withPgClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
