/**
 * Queries built once. Building a query with Kysely (expression builders, frozen operation nodes, the
 * compiler's visit) costs more than running most of the small ones the polls and the session check
 * send: a prepared query is built and compiled once per database and shape, then run with new values
 * (the SQL text is the same, so the SQLite driver also reuses its prepared statement).
 *
 * The values are named: `build` receives markers in their place, and the compiled parameters that
 * hold a marker are replaced by the value of that name at each run. Every value that changes from one
 * run to the next must come from `p`; anything else in `build` is part of the shape (a table, a
 * branch taken on a flag): pass it as `shape` too, so that each shape is compiled on its own.
 *
 * On PostgreSQL their statements also go as named (server-side prepared) statements
 * (preparedStatementName, used by db/database.ts): the server parses and plans each once per
 * connection instead of at every run, which was most of its CPU time under the city's polls.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './types';

const MARK = '\u0000prepared:';

type Compiled<R> = { query: CompiledQuery<R>; slots: (string | null)[] };

/**
 * The statements compiled here, by SQL text, and the name each is prepared under. A finite set (one
 * per prepared query and shape): a connection keeps each once, however long it lives.
 */
const statementNames = new Map<string, string>();

/** The name of a statement compiled by prepared(), or undefined for any other SQL. */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

export type PreparedRun<P, R> = (db: Kysely<DB>, values: P, shape?: string) => Promise<R[]>;

/**
 * `build(db, p, shape)` returns the query; `p.name` stands for the value `values.name` of each run.
 * The markers are strings: build must use them only as bound values (not in arithmetic or branches).
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, p: { readonly [K in keyof P]: P[K] }, shape: string) => Compilable<R>,
): PreparedRun<P, R> {
  const compiledBy = new WeakMap<Kysely<DB>, Map<string, Compiled<R>>>();
  return async (db, values, shape = '') => {
    let byShape = compiledBy.get(db);
    if (!byShape) {
      byShape = new Map();
      compiledBy.set(db, byShape);
    }
    let compiled = byShape.get(shape);
    if (!compiled) {
      const markers = new Proxy({} as P, { get: (_, name) => `${MARK}${String(name)}` });
      const query = build(db, markers, shape).compile();
      const slots = query.parameters.map((v) =>
        typeof v === 'string' && v.startsWith(MARK) ? v.slice(MARK.length) : null,
      );
      compiled = { query, slots };
      byShape.set(shape, compiled);
      if (!statementNames.has(query.sql))
        statementNames.set(query.sql, `prepared_${statementNames.size + 1}`);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((name, i) => (name === null ? query.parameters[i] : values[name]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
