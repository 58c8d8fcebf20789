/**
 * The free-text match of the lists searched by a person (decision 016), the same on SQLite and
 * PostgreSQL: every word typed, in any order, somewhere in one of the columns, case and accents aside
 * ("ana sou" and "souza ana" find "Dra. Ana Souza"; "joao" finds "João").
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { searchFold, searchWords } from '@saude/shared/domain/search-fold';

/** The typed text folded and matched literally: LIKE's own wildcards are escaped. */
export const likePattern = (q: string) => `%${searchFold(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * search_fold() on the column or expression (migration 011: a SQL function on PostgreSQL, the
 * application's own on SQLite), as the pattern was folded; an empty value never matches, as a NULL
 * one would not. `notNull` leaves out the coalesce, so the expression is the one PostgreSQL's trigram
 * index on patients' names holds (`search_fold(full_name)`) and the index is used.
 */
export const ilike = (column: string | Expression<unknown>, pattern: string, { notNull = false } = {}) => {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  const value = notNull ? ref : sql`coalesce(${ref}, '')`;
  return sql<SqlBool>`search_fold(${value}) like ${pattern} escape '\\'`;
};

/**
 * Every word of `q` matched by `match` (given the word's pattern, and the word as typed); text of no
 * words matches every row.
 */
export function everyWord(
  q: string,
  match: (pattern: string, word: string) => Expression<SqlBool>,
): RawBuilder<SqlBool> {
  const words = searchWords(q).map((word) => match(likePattern(word), word));
  return words.length ? sql<SqlBool>`(${sql.join(words, sql` and `)})` : sql<SqlBool>`1 = 1`;
}

/** Every word of `q` in at least one of `columns` (names, or expressions such as a joined name). */
export const everyWordIn = (
  columns: readonly (string | Expression<unknown>)[],
  q: string,
  options: { notNull?: boolean } = {},
) =>
  everyWord(
    q,
    (pattern) =>
      sql<SqlBool>`(${sql.join(
        columns.map((c) => ilike(c, pattern, options)),
        sql` or `,
      )})`,
  );
