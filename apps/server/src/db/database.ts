/**
 * createDatabase(config) -> a Kysely instance over SQLite (better-sqlite3) or PostgreSQL (pg).
 * The database is passed into the app, never imported globally, so each test gets its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SqliteDriver, type SqliteConnection, type SqliteStatement } from './sqlite-driver';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver as KyselySqliteDriver,
  sql,
  type DatabaseConnection,
  type PostgresCursor,
  type PostgresPool,
  type PostgresQueryResult,
  type Dialect as KyselyDialect,
  type SqliteDialectConfig,
} from 'kysely';
import { searchFold } from '@saude/shared/domain/search-fold';
import type { DatabaseConfig } from '../config';
import { preparedStatementName } from './prepared';
import { pipelinedConnection, type PipelinedConnection } from './pipelined-connection';
import type { DB } from './types';
import type { Dialect } from './migrations/helpers';
import { errorFields, type Logger } from '../lib/logger';

export type Database = {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema the database works in, when not the default. */
  schema?: string;
  /** Runs a trivial query; throws when the database cannot answer. */
  check(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The pool as Kysely uses it, over two kinds of connection. The statements of prepared()
 * (db/prepared.ts) are sent under their name on the process's pipelined connection (see
 * pipelined-connection.ts), which plans each once (plan_cache_mode = force_generic_plan). Otherwise
 * PostgreSQL plans a named statement again at each run whenever its generic plan looks costlier than
 * the plans made for the values, which the polls' ranges always do (it guesses that a range of a
 * parameter holds a third of the table): on the generated city a patient's news was planned in
 * 0.39 ms to run in 0.02, and the inbox's version in 0.20 ms; planned once, 0.07 and 0.05. Other SQL
 * (searches, lists whose best plan depends on the values, writes) stays unnamed, planned for its
 * values, on a pooled connection that Kysely's connection holds from its first such statement to its
 * release: a transaction begins with an unnamed BEGIN, so all of its statements, prepared or not, run
 * on the transaction's own connection.
 */
function routingPreparedStatements(to: { pipelined: PipelinedConnection; pooled: pg.Pool }): PostgresPool {
  return {
    connect: async () => {
      let client: Promise<pg.PoolClient> | undefined;
      function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query(statement: string | PostgresCursor<unknown>, values?: readonly unknown[]): unknown {
        // Kysely streams through a cursor only when its dialect is given one, and ours is not.
        if (typeof statement !== 'string') throw new Error('streamed queries are not set up');
        const name = preparedStatementName(statement);
        if (name && !client)
          return to.pipelined.query({ text: statement, values: values as unknown[], name });
        client ??= to.pooled.connect();
        return client.then((c) =>
          c.query({ text: statement, values: values as unknown[], ...(name ? { name } : {}) }),
        );
      }
      return {
        query,
        release: () => {
          void client?.then(
            (c) => c.release(),
            () => undefined, // no connection was taken: the statement got the error
          );
        },
      };
    },
    end: async () => {
      await Promise.all([to.pipelined.end(), to.pooled.end()]);
    },
  };
}

/** Connections one server process keeps to PostgreSQL at most; worker processes share it out. */
export const POSTGRES_POOL_SIZE = 10;

/**
 * How long PostgreSQL lets one statement run before cancelling it (SQLSTATE 57014, answered 503 by
 * http/errors.ts). Without a bound, a statement stuck behind a lock or gone wrong holds its
 * connection for good: a pooled one is lost to every later request, and on the pipelined connection
 * every poll and session check of the process queues behind it. The pipelined statements are short
 * reads (milliseconds at the city's peak), so their bound is short; the pooled ones include the
 * searches, reports and scheduled jobs. Migrations run without a bound (withoutStatementTimeout).
 */
export const STATEMENT_TIMEOUTS = { pooledMs: 30_000, pipelinedMs: 5_000 };
/** A transaction left open (a bug, a process paused mid-request) releases its locks after this. */
const IDLE_IN_TRANSACTION_MS = 60_000;

/** How a server process (the primary or a worker) hears of a lost connection: a warning in its log. */
export function warnOnConnectionEnd(logger: Logger): (error: Error) => void {
  return (error) => logger.warn('database connection ended', errorFields(error));
}

/**
 * Runs `work` on one connection of its own without the statement timeout: the migrations, whose
 * index builds and backfills on a city's tables may take minutes. The connection goes back to the
 * pool with its bound again. SQLite has no such bound: `work` runs on the database as it is.
 */
export async function withoutStatementTimeout<T>(
  database: Database,
  work: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (database.dialect !== 'postgres') return work(database.db);
  return database.db.connection().execute(async (db) => {
    await sql`set statement_timeout = 0`.execute(db);
    try {
      return await work(db);
    } finally {
      // Back to the value the connection opened with (its startup parameter).
      await sql`reset statement_timeout`.execute(db);
    }
  });
}

/**
 * poolSize: PostgreSQL connections this process may open (POSTGRES_POOL_SIZE unless given).
 * onConnectionError: told when PostgreSQL ends a connection (a restart, an administrator's
 * pg_terminate_backend) while it waits in the pool or carries pipelined statements; the statements it
 * carried fail, and another connection opens when needed.
 * statementTimeouts: STATEMENT_TIMEOUTS unless given (tests give shorter ones).
 */
export function createDatabase(
  config: DatabaseConfig,
  options: {
    poolSize?: number;
    onConnectionError?: (error: Error) => void;
    statementTimeouts?: typeof STATEMENT_TIMEOUTS;
  } = {},
): Database {
  if (config.kind === 'postgres') {
    // The connections are shared out: one pipelined, the others pooled (at least one).
    const size = options.poolSize ?? POSTGRES_POOL_SIZE;
    const connection: pg.ClientConfig = {
      connectionString: config.url,
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    };
    const onError = (error: Error) => options.onConnectionError?.(error);
    const timeouts = options.statementTimeouts ?? STATEMENT_TIMEOUTS;
    const pipelined = pipelinedConnection(
      { ...connection, statement_timeout: timeouts.pipelinedMs },
      onError,
    );
    const pooled = new pg.Pool({
      ...connection,
      statement_timeout: timeouts.pooledMs,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
      max: Math.max(1, size - 1),
    });
    // Without a listener, an idle connection's error would be thrown and end the process.
    pooled.on('error', onError);
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: routingPreparedStatements({ pipelined, pooled }) }),
    });
    return {
      db,
      dialect: 'postgres',
      schema: config.schema,
      check: () => ping(db),
      close: () => db.destroy(),
    };
  }
  if (config.path !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.path)), { recursive: true });
  const sqlite = new SqliteDriver(config.path);
  // WAL lets readers proceed during a write; NORMAL sync is durable in WAL mode except on power loss of
  // the last transaction, and the busy timeout makes concurrent writers wait instead of failing. Both
  // matter once several worker processes open the same file (docs/decisions/041): within a process
  // Kysely already runs one query at a time, so only other processes can hold the write lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A list page joins a few hundred rows scattered over a large file. SQLite's default page cache
  // (2 MB) holds almost none of a city-sized database, so each probe went through a read() call; a
  // larger cache and memory-mapped reads serve them from memory (the file's pages stay in the OS
  // cache, shared, not in the process heap).
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 1073741824');
  // SQLite's built-in lower() folds only ASCII, so a search for "água" would miss "Água"; the
  // searches use lower() on both sides, as PostgreSQL folds every letter. Same name, Unicode-aware.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  // The searches' folding (case and accents, migration 011): PostgreSQL has it as a SQL function.
  sqlite.function('search_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? searchFold(value) : value,
  );
  const db = new Kysely<DB>({ dialect: immediateTransactions({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', check: () => ping(db), close: () => db.destroy() };
}

/**
 * Kysely begins SQLite transactions with a plain (deferred) BEGIN, which takes the write lock only at
 * the first write. When another process wrote in between, that upgrade fails at once with
 * SQLITE_BUSY, without waiting out busy_timeout, since the transaction's snapshot is already stale.
 * BEGIN IMMEDIATE takes the write lock first, so a transaction waits its turn and then succeeds.
 */
class ImmediateTransactionDriver extends KyselySqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function immediateTransactions(config: SqliteDialectConfig): KyselyDialect {
  const dialect = new SqliteDialect(config);
  return {
    createDriver: () => new ImmediateTransactionDriver(config),
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * Kysely asks better-sqlite3 to prepare every query again, which costs more than running most of
 * ours. The same few hundred SQL texts repeat (values are bound parameters), so prepared statements
 * are kept by text. Bounded, oldest dropped first, in case some query embeds changing text.
 */
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SqliteConnection) {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(preparedStatementName(sql) ? hideValuesFromPlanner(sql) : sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The statements of prepared() (db/prepared.ts) run thousands of times a minute, each time with new
 * values. Once a database has been analysed (ANALYZE keeps sample rows in sqlite_stat4), SQLite plans
 * a statement again at every run whose value for an indexed column changed, since another value could
 * call for another plan: for the polls' short index range reads, that planning costs more than the
 * read (a patient's reviewed exams: 11 µs a run against 4 µs, the same plan). Written `+?`, a value is
 * no longer seen by the planner, so the statement keeps the plan made once from the average statistics,
 * which take the same index for every patient. `+` changes no value in SQLite (nor its comparison,
 * since a bound value has no affinity either way). Other queries keep plans made for their values: a
 * rare status is best read through another index than a common one.
 */
export function hideValuesFromPlanner(sql: string): string {
  let out = '';
  let quote: string | null = null;
  for (const char of sql) {
    if (quote) {
      // A doubled quote inside a literal or a name closes and reopens it: the state comes out right.
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if (char === '?') {
      out += '+';
    }
    out += char;
  }
  return out;
}

async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
