/**
 * PostgreSQL's search_fold() (migration 011) costs some 16 µs a name: translate() looks each
 * character up in a list of some 300 accented letters, one after the other, and most characters of a
 * name are plain letters, which are not in the list and so are compared with all of it. A search whose
 * matches are many (a first name such as "antonia") or whose count walks the table recomputes it for
 * thousands of names: half a second of the database's time for one search.
 *
 * Same results, fewer comparisons: a name of plain ASCII (most of them) is only lower-cased, and for
 * the others the list begins with the plain letters and the space, mapped as lower() would. The
 * trigram index on search_fold(full_name) is rebuilt, for good measure, as its expression's function
 * changed (its values did not). SQLite folds in JavaScript (db/database.ts): nothing to do there.
 */
import { sql, type Migration } from 'kysely';
import { foldedLetters } from '@saude/shared/domain/search-fold';
import type { AnyDb, Dialect } from './helpers';

const PLAIN = ' abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function searchFoldSpeed(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      const { from, to } = foldedLetters();
      const fold = `lower(translate(t, '${PLAIN}${from}', '${PLAIN.toLowerCase()}${to}'))`;
      // octet_length = length: every character is one byte, i.e. ASCII.
      await sql`
        create or replace function search_fold(t text) returns text
        language sql immutable strict parallel safe
        as ${sql.lit(`select case when octet_length(t) = length(t) then lower(t) else ${fold} end`)}`.execute(
        db,
      );
      await sql`reindex index patients_full_name_trgm_idx`.execute(db);
    },
  };
}
