import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, withoutStatementTimeout, type Database } from './database';
import { prepared } from './prepared';
import { SqliteDriver } from './sqlite-driver';

describe('SQLite database', () => {
  it('folds accented capitals in lower(), as PostgreSQL does, so searches find "Água" from "água"', async () => {
    const database = createDatabase({ kind: 'sqlite', path: ':memory:' });
    const { rows } = await sql<{ folded: string; found: number }>`
      select lower('ÁGUA PARADA É FOCO') as folded, lower('Água parada') like lower('%água%') as found`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ folded: 'água parada é foco', found: 1 });
    await database.close();
  });

  it('takes the write lock when a transaction begins, so another process waits instead of failing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saude-db-'));
    const file = path.join(dir, 'lock.db');
    const database = createDatabase({ kind: 'sqlite', path: file });
    // Another connection to the file, as a second worker process would have, that never waits.
    const other = new SqliteDriver(file);
    other.pragma('busy_timeout = 0');
    try {
      await sql`create table t (n integer)`.execute(database.db);
      await database.db.transaction().execute(async (trx) => {
        // Only a read so far: a deferred BEGIN would not hold the write lock yet.
        await sql`select count(*) from t`.execute(trx);
        expect(() => other.prepare('insert into t (n) values (1)').run()).toThrow(/locked|busy/i);
        await sql`insert into t (n) values (2)`.execute(trx);
      });
      // Committed: the lock is free again.
      other.prepare('insert into t (n) values (3)').run();
      expect(other.prepare('select n from t order by n').all()).toEqual([{ n: 2 }, { n: 3 }]);
    } finally {
      other.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PostgreSQL database', () => {
  it('outlives a connection that PostgreSQL ends while the pool holds it idle, and opens another', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const errors: Error[] = [];
    const database = createDatabase({ kind: 'postgres', url }, { onConnectionError: (e) => errors.push(e) });
    const admin = createDatabase({ kind: 'postgres', url });
    try {
      const pidOf = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
      const before = await pidOf();
      // Released to the pool, idle: ended from another connection, as a restart or an administrator would.
      await sql`select pg_terminate_backend(${before})`.execute(admin.db);
      await expect.poll(() => errors.length).toBe(1);
      const after = await pidOf();
      expect(after).not.toBe(before);
    } finally {
      await admin.close();
      await database.close();
    }
  });
});

/** A PostgreSQL database of `poolSize` connections (one pipelined), closed after `run`. */
const withDatabase = async (
  options: Parameters<typeof createDatabase>[1],
  run: (db: Database['db'], database: Database) => Promise<void>,
) => {
  const database = createDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! }, options);
  try {
    await run(database.db, database);
  } finally {
    await database.close();
  }
};
// Each run answers its own value and the backend it ran on; `n` is an integer parameter.
const echo = prepared<{ n: number | string }, { n: number; pid: number }>((db, p) =>
  db.selectNoFrom([sql<number>`cast(${p.n} as integer)`.as('n'), sql<number>`pg_backend_pid()`.as('pid')]),
);

describe('PostgreSQL pipelined connection (the prepared statements)', () => {
  const url = process.env.TEST_DATABASE_URL;

  it('carries many statements at once on one connection, each answer to its own statement', async () => {
    if (!url) return;
    // Four connections: one pipelined, three pooled.
    await withDatabase({ poolSize: 4 }, async (db) => {
      const ns = Array.from({ length: 60 }, (_, i) => i);
      const runs = await Promise.all(ns.map((n) => echo(db, { n })));
      expect(runs.map((rows) => rows.map((r) => r.n))).toEqual(ns.map((n) => [n]));
      const backends = new Set(runs.map((rows) => rows[0]!.pid));
      expect(backends.size).toBe(1);
    });
  });

  it('fails only the statement whose values are wrong, not the ones sent with it', async () => {
    if (!url) return;
    await withDatabase({ poolSize: 2 }, async (db) => {
      const runs = await Promise.allSettled([1, 'não é número', 3].map((n) => echo(db, { n })));
      expect(runs.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(runs[0]).toMatchObject({ value: [{ n: 1 }] });
      expect(runs[2]).toMatchObject({ value: [{ n: 3 }] });
      // The connection goes on serving the same statement.
      expect(await echo(db, { n: 4 })).toMatchObject([{ n: 4 }]);
    });
  });

  it('prepares a statement again after a value it could not send', async () => {
    if (!url) return;
    await withDatabase({ poolSize: 2 }, async (db) => {
      expect(await echo(db, { n: 1 })).toMatchObject([{ n: 1 }]);
      // No JSON for a BigInt: the client fails before the value reaches PostgreSQL, and closes the
      // statement while still taking it for prepared.
      const unsendable = { n: { big: 1n } } as unknown as { n: number };
      await expect(echo(db, unsendable)).rejects.toThrow(/BigInt/);
      expect(await echo(db, { n: 2 })).toMatchObject([{ n: 2 }]);
      expect(await echo(db, { n: 3 })).toMatchObject([{ n: 3 }]);
    });
  });

  it('is replaced when PostgreSQL ends it, and reported', async () => {
    if (!url) return;
    const errors: Error[] = [];
    await withDatabase({ poolSize: 2, onConnectionError: (e) => errors.push(e) }, async (db) => {
      const before = (await echo(db, { n: 1 }))[0]!.pid;
      // Ended from another connection, as a restart or an administrator would.
      await withDatabase({}, async (admin) => {
        await sql`select pg_terminate_backend(${before})`.execute(admin);
      });
      await expect.poll(() => errors.length).toBe(1);
      const after = await echo(db, { n: 2 });
      expect(after).toMatchObject([{ n: 2 }]);
      expect(after[0]!.pid).not.toBe(before);
    });
  });
});

describe('PostgreSQL statement timeouts', () => {
  const url = process.env.TEST_DATABASE_URL;
  // Two connections: one pipelined, one pooled, so the pooled statements all share one backend.
  const SHORT = { poolSize: 2, statementTimeouts: { pooledMs: 150, pipelinedMs: 150 } };
  const pidOf = async (db: Database['db']) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
  const nap = prepared<{ seconds: number }, { slept: unknown }>((db, p) =>
    db.selectNoFrom(sql<unknown>`pg_sleep(cast(${p.seconds} as float8))`.as('slept')),
  );

  it('cancels a pooled statement past its bound, and the connection serves the next one', async () => {
    if (!url) return;
    await withDatabase(SHORT, async (db) => {
      const before = await pidOf(db);
      await expect(sql`select pg_sleep(2)`.execute(db)).rejects.toMatchObject({ code: '57014' });
      expect(await pidOf(db)).toBe(before);
    });
  });

  it('cancels a pipelined statement past its bound without holding the ones sent behind it', async () => {
    if (!url) return;
    await withDatabase(SHORT, async (db) => {
      const before = (await echo(db, { n: 0 }))[0]!.pid;
      const started = Date.now();
      const [slow, ...quick] = await Promise.allSettled([
        nap(db, { seconds: 2 }),
        ...[1, 2, 3].map((n) => echo(db, { n })),
      ]);
      expect(slow).toMatchObject({ status: 'rejected', reason: { code: '57014' } });
      expect(quick.map((r) => (r.status === 'fulfilled' ? r.value[0] : r.reason))).toEqual(
        [1, 2, 3].map((n) => ({ n, pid: before })),
      );
      // Released at the bound, not after the two seconds asked for.
      expect(Date.now() - started).toBeLessThan(1500);
    });
  });

  it('lets the migrations run past the bound, and bounds the connection again afterwards', async () => {
    if (!url) return;
    await withDatabase(SHORT, async (db, database) => {
      const pid = await withoutStatementTimeout(database, async (own) => {
        await sql`select pg_sleep(0.4)`.execute(own);
        return pidOf(own);
      });
      // The same (only) pooled connection, with its bound back.
      expect(await pidOf(db)).toBe(pid);
      await expect(sql`select pg_sleep(0.4)`.execute(db)).rejects.toMatchObject({ code: '57014' });
    });
  });
});
