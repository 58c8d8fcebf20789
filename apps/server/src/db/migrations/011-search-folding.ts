/**
 * Search the way people type (docs/decisions/016-search-the-way-people-type.md): "joao" finds
 * "João". Both engines compare folded text, case and accents removed, and keep their trigram indexes
 * on the folded names:
 * - PostgreSQL gets `search_fold(text)`, lower() after translate() of the accented Latin letters (the
 *   table derives from the application's own folding, `searchFold`), immutable so it can be indexed;
 *   the name's trigram index moves from lower(full_name) to search_fold(full_name).
 * - SQLite's FTS5 index of patients is made again with its trigram tokenizer removing diacritics;
 *   the exact comparisons call the application's `search_fold` (db/database.ts).
 */
import { sql, type Migration } from 'kysely';
import { foldedLetters } from '@saude/shared/domain/search-fold';
import type { AnyDb, Dialect } from './helpers';
import { sqlitePatientSearch } from './006-bounded-lists';

export function searchFolding(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') await postgresFolding(db);
      else await sqliteFolding(db);
    },
  };
}

async function postgresFolding(db: AnyDb) {
  const { from, to } = foldedLetters();
  await sql`
    create or replace function search_fold(t text) returns text
    language sql immutable strict parallel safe
    as ${sql.lit(`select lower(translate(t, '${from}', '${to}'))`)}`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const ops = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
  await sql`drop index if exists patients_full_name_trgm_idx`.execute(db);
  await sql`create index patients_full_name_trgm_idx on patients using gin (search_fold(full_name) ${ops})`.execute(
    db,
  );
}

async function sqliteFolding(db: AnyDb) {
  for (const trigger of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`patients_search_${trigger}`)}`.execute(db);
  }
  await sql`drop table if exists patients_search`.execute(db);
  await sqlitePatientSearch(db, 1);
}
