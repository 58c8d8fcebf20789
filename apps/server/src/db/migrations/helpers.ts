/**
 * The few places where SQLite and PostgreSQL need different column definitions.
 * Everything else in the migrations is written once for both.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<string, any>;

export function withId(table: Table, dialect: Dialect): Table {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export function withTimestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

export function flag(table: Table, name: string, defaultValue: 0 | 1): Table {
  return table.addColumn(name, 'integer', (c) =>
    c
      .notNull()
      .defaultTo(defaultValue)
      .check(sql`${sql.ref(name)} in (0, 1)`),
  );
}

export function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export function blobType(dialect: Dialect) {
  return dialect === 'postgres' ? sql`bytea` : sql`blob`;
}
