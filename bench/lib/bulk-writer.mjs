// Bulk inserts for the data generator: prepared statements inside large transactions on SQLite,
// multi-row parameterised INSERTs on PostgreSQL. Ids are given explicitly so that foreign keys can
// be computed without reading anything back.
import { SqliteDriver } from './sqlite-driver.mjs';
import pg from 'pg';

const PG_MAX_PARAMS = 60_000; // PostgreSQL allows 65 535 bind parameters per statement

/** @typedef {string | number | null} Value */
/** @typedef {Value[]} Row One row, its values in the order of the insert's columns. */
/**
 * @typedef {object} Writer
 * @property {'sqlite' | 'postgres'} dialect
 * @property {(sql: string, params?: Value[]) => Promise<Record<string, unknown> | undefined>} one
 *   The first row of a query (`$1`-style parameters on both databases).
 * @property {(sql: string) => Promise<void>} exec
 * @property {(table: string, columns: string[], rows: Iterable<Row>) => Promise<void>} insert
 * @property {() => Promise<void>} finish
 */

/**
 * @param {string} databaseUrl
 * @returns {Promise<Writer>}
 */
export async function openWriter(databaseUrl) {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return pgWriter(databaseUrl);
  return sqliteWriter(databaseUrl.replace(/^sqlite:/, ''));
}

/**
 * @param {string} file
 * @returns {Writer}
 */
function sqliteWriter(file) {
  const db = new SqliteDriver(file);
  db.pragma('journal_mode = WAL');
  // Loading a throw-away benchmark database: durability per row is not wanted here.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  return {
    dialect: 'sqlite',
    async one(sql, params = []) {
      return /** @type {Record<string, unknown> | undefined} */ (
        db.prepare(sql.replace(/\$\d+/g, '?')).get(...params)
      );
    },
    async exec(sql) {
      db.exec(sql);
    },
    async insert(table, columns, rows) {
      const stmt = db.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      const batch = db.transaction((/** @type {Row[]} */ chunk) => {
        for (const row of chunk) stmt.run(row);
      });
      /** @type {Row[]} */
      let chunk = [];
      for (const row of rows) {
        chunk.push(row);
        if (chunk.length === 50_000) {
          batch(chunk);
          chunk = [];
        }
      }
      if (chunk.length) batch(chunk);
    },
    async finish() {
      db.exec('analyze');
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

/**
 * @param {string} url
 * @returns {Promise<Writer>}
 */
async function pgWriter(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  /** @type {string[]} */
  const tables = [];
  return {
    dialect: 'postgres',
    async one(sql, params = []) {
      return (await client.query(sql, params)).rows[0];
    },
    async exec(sql) {
      await client.query(sql);
    },
    async insert(table, columns, rows) {
      tables.push(table);
      const perStatement = Math.max(1, Math.floor(PG_MAX_PARAMS / columns.length));
      /** @param {Row[]} chunk */
      const flush = async (chunk) => {
        /** @type {Value[]} */
        const params = [];
        const tuples = chunk.map((row) => {
          const start = params.length;
          params.push(...row);
          return `(${row.map((_, i) => `$${start + i + 1}`).join(',')})`;
        });
        await client.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params);
      };
      await client.query('begin');
      /** @type {Row[]} */
      let chunk = [];
      for (const row of rows) {
        chunk.push(row);
        if (chunk.length === perStatement) {
          await flush(chunk);
          chunk = [];
        }
      }
      if (chunk.length) await flush(chunk);
      await client.query('commit');
    },
    async finish() {
      // Explicit ids bypassed the serial sequences: move them past the data so the app can insert.
      for (const table of new Set(tables)) {
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`,
        );
      }
      await client.query('analyze');
      await client.end();
    },
  };
}
