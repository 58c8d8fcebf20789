/**
 * Finding patients by a piece of the name, CPF or SUS card: the department's patient list, the
 * hospital's search and the doctor's picker, all in name order. A substring (`like '%silva%'`) cannot
 * use a b-tree, so each engine has a trigram index (migrations 006 and 011, decision 011): on
 * PostgreSQL pg_trgm indexes on exactly the expressions compared here (`search_fold(full_name)`,
 * `lower(sus_card)`, `cpf`); on SQLite the FTS5 table `patients_search` (trigram tokenizer: case and
 * accents folded, which is what search_fold() on both sides means). Every word typed must be found,
 * in any order (decision 016).
 *
 * Pages are read by key (decision 013): a page starts after the last name sent, `(full_name, id) >
 * (?, ?)`, which is one more condition of the search's scope, so page 40 costs what page 1 costs; the
 * total is counted apart, up to the cap (`countMatches`).
 *
 * An index finds the matches but not the first ones in name order, so `plan` picks the way:
 * - few matches (up to FEW): read them all and sort;
 * - common text: walk the name order a bounded distance from the page's start, where a page of
 *   matches usually is;
 * - common text concentrated in one part of the order (a first name): read its matches after the
 *   page's start and sort.
 * PostgreSQL's planner makes the first two choices alone but cannot know that the matches of "maria"
 * sit in the middle of the name order (it walked 66 000 patients for one page); SQLite's planner cannot
 * weigh a virtual table at all. Text shorter than a trigram (3 characters) has no trigram to look up:
 * the same choices, with the plain comparison.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { LIST_TOTAL_CAP } from '@saude/shared/domain/page-limits';
import type { DB } from '../../db/types';
import type { Dialect } from '../../db/migrations/helpers';
import { after, type ListPart } from '../../db/keyset';
import { toCount, totalOf, type Total } from '../../db/list-total';
import { searchWords } from '@saude/shared/domain/search-fold';
import { onlyDigits } from '@saude/shared/domain/format';
import { isDocumentSearch } from '@saude/shared/schemas/health';

export type SearchColumn = 'full_name' | 'sus_card' | 'cpf';

/**
 * Every word of `text` somewhere in one of `columns` (or at a column's start with `prefix`), in any
 * order, case and accents aside.
 */
export type SearchTerm = { columns: readonly SearchColumn[]; text: string; prefix?: boolean };

const TRIGRAM = 3;

/**
 * A search of the whole register by a doctor or a unit (docs/decisions/027-clinical-access-by-care.md):
 * a name, or a whole CPF or cartão SUS (already checked by the query's schema), never a prefix of
 * digits to page through.
 */
export function registerSearchTerms(q: string): SearchTerm[] {
  return isDocumentSearch(q)
    ? [{ columns: ['cpf', 'sus_card'], text: onlyDigits(q), prefix: true }]
    : [{ columns: ['full_name'], text: q }];
}

/**
 * How each column is compared: the name folded (case and accents, migration 011), the SUS card
 * lower-cased, the CPF (digits) as it is. The same expressions as the PostgreSQL trigram indexes of
 * migrations 006 and 011, or they would not be used.
 */
const comparedAs: Record<SearchColumn, 'fold' | 'lower' | 'plain'> = {
  full_name: 'fold',
  sus_card: 'lower',
  cpf: 'plain',
};

/** The typed text is matched literally: LIKE's own wildcards are escaped (ESCAPE on both engines). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

type Comparison = (column: SearchColumn, pattern: string) => RawBuilder<SqlBool>;

const foldedLike: Comparison = (column, pattern) => {
  const c = sql.ref(column);
  const as = comparedAs[column];
  const value = as === 'fold' ? sql`search_fold(${c})` : as === 'lower' ? sql`lower(${c})` : c;
  return sql<SqlBool>`${value} like ${pattern} escape '\\'`;
};

/**
 * search_fold() and lower() are JavaScript functions on SQLite (db/database.ts), about half a
 * microsecond a call. On ASCII text (as many bytes as characters: no accents) SQLite's own LIKE, which
 * folds ASCII letters, answers the same: used there, the function only for the other rows.
 */
const asciiFirstLike: Comparison = (column, pattern) => {
  if (comparedAs[column] === 'plain') return foldedLike(column, pattern);
  const c = sql.ref(column);
  return sql<SqlBool>`(case when length(${c}) = length(cast(${c} as blob))
    then ${c} like ${pattern} escape '\\' else ${foldedLike(column, pattern)} end)`;
};

/** A term's words, folded; a term of no words (only spaces) matches every row. */
const termWords = (t: SearchTerm) => {
  const words = searchWords(t.text);
  return words.length ? words : [''];
};

/** Any term; a term when every one of its words is in one of its columns, in any order. */
function anyTerm(terms: readonly SearchTerm[], compare: Comparison): RawBuilder<SqlBool> {
  const conditions = terms.map((t) => {
    const words = termWords(t).map((word) => {
      const pattern = `${t.prefix ? '' : '%'}${escapeLike(word)}%`;
      return sql<SqlBool>`(${sql.join(
        t.columns.map((c) => compare(c, pattern)),
        sql` or `,
      )})`;
    });
    return sql<SqlBool>`(${sql.join(words, sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/** What a search means, on both engines: any term, each of its words in one of its columns. */
export const matchesAny = (terms: readonly SearchTerm[]) => anyTerm(terms, foldedLike);

/**
 * The FTS5 query for the terms, or null when a term has no word long enough for trigrams. A phrase of
 * trigrams matches exactly the folded substrings (the index removes diacritics, migration 011). The
 * query is `complete` when it means exactly the terms; otherwise (a prefix term, looked up as a
 * substring; a word of one or two letters, such as "da" in "joao da silva", left to the exact
 * condition) it finds more rows and the caller keeps the exact condition.
 */
function ftsQuery(terms: readonly SearchTerm[]): { query: string; complete: boolean } | null {
  const indexable = terms.map((t) => termWords(t).filter((w) => [...w].length >= TRIGRAM));
  if (terms.length === 0 || indexable.some((ws) => ws.length === 0)) return null;
  const query = terms
    .map((t, i) => {
      const columns = `{${t.columns.join(' ')}}`;
      return `(${indexable[i]!.map((w) => `${columns} : "${w.replace(/"/g, '""')}"`).join(' AND ')})`;
    })
    .join(' OR ');
  const complete = terms.every((t, i) => !t.prefix && indexable[i]!.length === termWords(t).length);
  return { query, complete };
}

/**
 * Up to this many matches are simply all read and sorted by name: about a microsecond each (a patient
 * row read by id), so a millisecond or two. Past it the text is common.
 */
const FEW = 1000;

/**
 * Common text is first looked for by walking the name order from where the page starts, reading at
 * most this many entries of the name index per row wanted: enough when one name in fifty or more
 * matches (a surname such as "silva" is spread over the whole order). Text concentrated in one part of
 * the order ("maria", a first name) does not fill the page in that budget before that part, and its
 * matches after the page's start are read and sorted after all.
 */
const WALK_ROWS_PER_RESULT = 50;

const idIn = (ids: readonly number[]) =>
  ids.length ? sql<SqlBool>`${sql.ref('id')} in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`;

const both = (a: RawBuilder<SqlBool>, b: RawBuilder<SqlBool> | undefined) =>
  b ? sql<SqlBool>`(${a} and ${b})` : a;

const countOf = async (query: RawBuilder<{ n: number | string }>, db: Kysely<DB>) =>
  toCount((await query.execute(db)).rows[0]?.n);

/** The ways one search can be run on this engine. */
function searchConditions(dialect: Dialect, terms: readonly SearchTerm[]) {
  const sqlite = dialect === 'sqlite';
  // On SQLite the same rows as matchesAny with fewer calls of the JavaScript lower().
  const exact = sqlite ? anyTerm(terms, asciiFirstLike) : matchesAny(terms);
  const fts = sqlite ? ftsQuery(terms) : null;
  // The matches as a condition. On SQLite the FTS index, alone when it means exactly the terms (no
  // search_fold() per row), else followed by the exact condition.
  let matches = exact;
  if (fts) {
    const inIndex = sql<SqlBool>`${sql.ref('id')} in (
      select rowid from patients_search where patients_search match ${fts.query})`;
    matches = fts.complete ? inIndex : sql<SqlBool>`(${inIndex} and ${exact})`;
  }
  /** FTS matches up to `upTo` + 1, from the index alone: the matches when `complete`, else more. */
  const ftsCount = (query: string, db: Kysely<DB>, upTo: number) =>
    countOf(
      sql`select count(*) as n from (
        select 1 from patients_search where patients_search match ${query} limit ${upTo + 1}) as m`,
      db,
    );
  return { sqlite, exact, fts, matches, ftsCount };
}

/**
 * The condition on `patients` (unaliased) for the patients whose name holds every word of `text`, as
 * the register search finds them: through the FTS index on SQLite, the trigram index on PostgreSQL.
 */
export const nameMatches = (dialect: Dialect, text: string): RawBuilder<SqlBool> =>
  searchConditions(dialect, [{ columns: ['full_name'], text }]).matches;

/**
 * The condition that `key` (a column holding a patient's id, e.g. 'pr.patient_id') is one of the
 * patients whose name holds every word of `text`: the names are searched once, through the index.
 */
export const patientNamed = (dialect: Dialect, key: string, text: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(key)} in (select id from patients where ${nameMatches(dialect, text)})`;

/**
 * The condition on `patients` (unaliased) for the first `rows` patients in name order that match
 * `terms` and meet `scope` (the caller's other conditions and the page's start, `(full_name, id) >
 * (?, ?)`): their ids once they are known, or the search itself with the scope. Every step reads a
 * bounded number of rows, except the last resort for common text concentrated in the name order, which
 * reads its matches after the page's start (see WALK_ROWS_PER_RESULT).
 */
export async function plan(
  db: Kysely<DB>,
  dialect: Dialect,
  terms: readonly SearchTerm[],
  { rows, scope }: { rows: number; scope?: RawBuilder<SqlBool> },
): Promise<RawBuilder<SqlBool>> {
  const { sqlite, exact, fts, matches, ftsCount } = searchConditions(dialect, terms);
  // How common the text is: from the FTS index on SQLite (cheap per match). PostgreSQL has no such
  // count and walks first, which rare text leaves after a short walk.
  const few = fts ? (await ftsCount(fts.query, db, FEW)) <= FEW : false;
  if (!few) {
    // Both engines read the name index alone (migration 006: it holds the compared columns).
    const walked = await sql<{ id: number }>`
      select id from (
        select id, full_name, sus_card, cpf from patients ${scope ? sql`where ${scope}` : sql``}
        order by full_name, id limit ${WALK_ROWS_PER_RESULT * rows}
      ) as w
      where ${exact} order by full_name, id limit ${rows}`.execute(db);
    if (walked.rows.length === rows) return idIn(walked.rows.map((r) => r.id));
  }
  // Read every match in scope and sort. SQLite does so for `id in (FTS matches)`; PostgreSQL is told
  // to (a materialized CTE), or it walks the whole name order when the matches sit in one part of it.
  if (sqlite) return both(matches, scope);
  const sorted = await sql<{ id: number }>`
    with m as materialized (select id, full_name from patients where ${both(exact, scope)})
    select id from m order by full_name, id limit ${rows}`.execute(db);
  return idIn(sorted.rows.map((r) => r.id));
}

/**
 * How many patients match `terms` and meet `scope`, up to the cap (decision 011): from the FTS index
 * alone on SQLite when it answers exactly (substrings, no other condition), else a count that stops at
 * the cap.
 */
export async function countMatches(
  db: Kysely<DB>,
  dialect: Dialect,
  terms: readonly SearchTerm[],
  scope?: RawBuilder<SqlBool>,
): Promise<Total> {
  const { fts, matches, ftsCount } = searchConditions(dialect, terms);
  if (fts?.complete && !scope) return totalOf(await ftsCount(fts.query, db, LIST_TOTAL_CAP));
  return totalOf(
    await countOf(
      sql`select count(*) as n from (
        select 1 from patients where ${both(matches, scope)} limit ${LIST_TOTAL_CAP + 1}) as m`,
      db,
    ),
  );
}

/** Patient lists in name order (decision 013: a person looks for a name), the id breaking ties. */
const nameOrder = [sql.ref('full_name'), sql.ref('id')];

/**
 * The one part of a patient search read by key: `read` gets the page's condition (plan's, the scope
 * and the page's start included) and selects the caller's columns in name order, `take` rows.
 */
export function searchPart<Row extends { id: number; full_name: string }>(
  db: Kysely<DB>,
  dialect: Dialect,
  terms: readonly SearchTerm[],
  scope: RawBuilder<SqlBool> | undefined,
  read: (where: RawBuilder<SqlBool>, take: number) => Promise<Row[]>,
): ListPart<Row> {
  return {
    key: ['text', 'integer'],
    keyOf: (r) => [r.full_name, r.id],
    read: async (afterKey, take) => {
      const start = afterKey ? after(nameOrder, 'asc', afterKey) : undefined;
      const pageScope = scope && start ? both(scope, start) : (scope ?? start);
      return read(await plan(db, dialect, terms, { rows: take, scope: pageScope }), take);
    },
  };
}
