/**
 * A cheap fingerprint of the whole database (row count, highest id and latest update of every
 * table) to prove that a refused request wrote nothing. Sessions, login throttling and the audit
 * trail are left out: refusing a request legitimately records it there.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

const CHANGE_ON_REFUSAL = new Set(['audit_events', 'sessions', 'login_throttle']);

type TablePlan = { name: string; hasId: boolean; hasUpdatedAt: boolean };
export type Snapshot = Record<string, string>;

/** Reads the table list once; the migrations give SQLite and PostgreSQL the same tables. */
export async function snapshotPlan(db: Kysely<DB>): Promise<TablePlan[]> {
  const tables = await tablesOf(db);
  const byName = new Map<string, TablePlan>();
  for (const t of tables) {
    if (CHANGE_ON_REFUSAL.has(t.name) || byName.has(t.name)) continue;
    const columns = new Set(t.columns.map((c) => c.name));
    byName.set(t.name, { name: t.name, hasId: columns.has('id'), hasUpdatedAt: columns.has('updated_at') });
  }
  // An empty plan would prove nothing: every snapshot would be equal.
  if (byName.size < 10) throw new Error(`only ${byName.size} tables found to snapshot`);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The tables and their columns. Kysely's introspection reads every schema of a PostgreSQL database,
 * where the tests run side by side, each in a schema of its own: one dropped during the read failed
 * it. On PostgreSQL only the test's own schema is read.
 */
async function tablesOf(db: Kysely<DB>): Promise<{ name: string; columns: { name: string }[] }[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return db.introspection.getTables();
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const tables = new Map<string, { name: string }[]>();
  for (const r of rows)
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), { name: r.column_name }]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

export async function takeSnapshot(db: Kysely<DB>, plan: TablePlan[]): Promise<Snapshot> {
  const parts = plan.map((t) => {
    const id = t.hasId ? sql`cast(max(id) as text)` : sql`null`;
    const updated = t.hasUpdatedAt ? sql`cast(max(updated_at) as text)` : sql`null`;
    return sql`select ${sql.lit(t.name)} as t, count(*) as n, ${id} as id, ${updated} as u from ${sql.table(t.name)}`;
  });
  const query = sql.join(parts, sql` union all `);
  const rows = await sql<{ t: string; n: unknown; id: unknown; u: unknown }>`${query}`.execute(db);
  const out: Snapshot = {};
  for (const r of rows.rows) out[r.t] = `${String(r.n)}|${String(r.id)}|${String(r.u)}`;
  return out;
}
