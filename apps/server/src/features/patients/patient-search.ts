/**
 * Finding patients by a piece of the name, CPF or SUS card: the department's patient list, the
 * hospital's search and the doctor's picker, all in name order. A substring (`like '%silva%'`) cannot
 * use a b-tree, so each engine has a trigram index (migration 006, decision 011): on PostgreSQL pg_trgm
 * indexes on exactly the expressions compared here (`lower(full_name)`, `lower(sus_card)`, `cpf`); on
 * SQLite the FTS5 table `patients_search` (trigram tokenizer: case folded, accents kept, which is what
 * lower() on both sides means).
 *
 * An index finds the matches but not the first ones in name order, so `plan` picks the way:
 * - few matches (up to FEW): read them all and sort;
 * - common text: walk the name order a bounded distance, where a page of matches usually is;
 * - common text concentrated in one part of the order (a first name): read all matches and sort.
 * PostgreSQL's planner makes the first two choices alone but cannot know that the matches of "maria"
 * sit in the middle of the name order (it walked 66 000 patients for one page); SQLite's planner cannot
 * weigh a virtual table at all. Text shorter than a trigram (3 characters) has no trigram to look up:
 * the same choices, with the plain comparison.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import type { Dialect } from '../../db/migrations/helpers';

export type SearchColumn = 'full_name' | 'sus_card' | 'cpf';

/** `text` anywhere in one of `columns` (or at their start with `prefix`), case-insensitively. */
export type SearchTerm = { columns: readonly SearchColumn[]; text: string; prefix?: boolean };

const TRIGRAM = 3;

/**
 * lower() on the free-text columns, not on the CPF (digits): the same expressions as the PostgreSQL
 * indexes of migration 006, or they would not be used.
 */
const folded: Record<SearchColumn, boolean> = { full_name: true, sus_card: true, cpf: false };

/** The typed text is matched literally: LIKE's own wildcards are escaped (ESCAPE on both engines). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

type Comparison = (column: SearchColumn, pattern: string) => RawBuilder<SqlBool>;

const lowerLike: Comparison = (column, pattern) =>
  folded[column]
    ? sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
    : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;

/**
 * lower() is a JavaScript function on SQLite (db/database.ts), about half a microsecond a call. On
 * ASCII text (as many bytes as characters) SQLite's own LIKE, which folds ASCII letters, answers the
 * same as lower() on both sides: used there, lower() only for the other rows.
 */
const asciiFirstLike: Comparison = (column, pattern) => {
  if (!folded[column]) return lowerLike(column, pattern);
  const c = sql.ref(column);
  return sql<SqlBool>`(case when length(${c}) = length(cast(${c} as blob))
    then ${c} like ${pattern} escape '\\' else lower(${c}) like ${pattern} escape '\\' end)`;
};

function anyTerm(terms: readonly SearchTerm[], compare: Comparison): RawBuilder<SqlBool> {
  const conditions = terms.flatMap((t) => {
    const pattern = `${t.prefix ? '' : '%'}${escapeLike(t.text.toLowerCase())}%`;
    return t.columns.map((c) => compare(c, pattern));
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/** What a search means, on both engines: any term in any of its columns. */
export const matchesAny = (terms: readonly SearchTerm[]) => anyTerm(terms, lowerLike);

/**
 * The FTS5 query for the terms, or null when one is too short for trigrams. A phrase of trigrams
 * matches exactly the substrings; a prefix term is looked up as a substring (more rows) and the
 * caller keeps the exact condition.
 */
function ftsQuery(terms: readonly SearchTerm[]): string | null {
  if (terms.length === 0 || terms.some((t) => [...t.text].length < TRIGRAM)) return null;
  return terms.map((t) => `{${t.columns.join(' ')}} : "${t.text.replace(/"/g, '""')}"`).join(' OR ');
}

/**
 * Up to this many matches are simply all read and sorted by name: about a microsecond each (a patient
 * row read by id), so a millisecond or two. Past it the text is common.
 */
const FEW = 1000;

/**
 * Common text is first looked for by walking the name order, reading at most this many entries of the
 * name index per row wanted: enough when one name in fifty or more matches (a surname such as "silva"
 * is spread over the whole order). Text concentrated in one part of the order ("maria", a first name)
 * does not fill the page in that budget and its matches are read and sorted after all.
 */
const WALK_ROWS_PER_RESULT = 50;

export type SearchPlan = {
  /**
   * The condition to put on `patients` (unaliased) for the page: the ids of the first `rows` matches
   * in name order once they are known, or the search itself.
   */
  where: RawBuilder<SqlBool>;
  /** With `countUpTo`: the matches counted up to it (more than it: countUpTo + 1). */
  counted?: number;
};

const idIn = (ids: readonly number[]) =>
  ids.length ? sql<SqlBool>`${sql.ref('id')} in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`;

const countOf = async (query: RawBuilder<{ n: number | string }>, db: Kysely<DB>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

/**
 * How to find the first `rows` patients in name order (offset + limit) matching `terms` among those
 * meeting `scope` (the caller's other conditions, which it applies too) and, with `countUpTo`, how
 * many match up to that number. Every step reads a bounded number of rows, except the last resort for
 * common text concentrated in the name order, which reads all its matches (see WALK_ROWS_PER_RESULT).
 */
export async function plan(
  db: Kysely<DB>,
  dialect: Dialect,
  terms: readonly SearchTerm[],
  { rows, countUpTo = 0, scope }: { rows: number; countUpTo?: number; scope?: RawBuilder<SqlBool> },
): Promise<SearchPlan> {
  const sqlite = dialect === 'sqlite';
  // On SQLite the same rows as matchesAny with fewer calls of the JavaScript lower().
  const exact = sqlite ? anyTerm(terms, asciiFirstLike) : matchesAny(terms);
  const inScope = scope ? sql<SqlBool>`(${exact} and ${scope})` : exact;
  const match = sqlite ? ftsQuery(terms) : null;
  const substringsOnly = terms.every((t) => !t.prefix);

  // The matches as a condition. On SQLite the FTS index, exact for substrings (no lower() per row);
  // prefixes are looked up as substrings there, then checked.
  let matches = exact;
  if (match) {
    const inIndex = sql<SqlBool>`${sql.ref('id')} in (
      select rowid from patients_search where patients_search match ${match})`;
    matches = substringsOnly ? inIndex : sql<SqlBool>`(${inIndex} and ${exact})`;
  }

  // How many: from the FTS index on SQLite (cheap per match), else a count that stops early. The
  // index answers the count exactly for substrings and no other condition; else only "few or not".
  let counted: number | undefined;
  let few = false;
  if (match) {
    const exactHere = substringsOnly && !scope;
    const upTo = Math.max(FEW, exactHere ? countUpTo : 0);
    const found = await countOf(
      sql`select count(*) as n from (
        select 1 from patients_search where patients_search match ${match} limit ${upTo + 1}) as m`,
      db,
    );
    few = found <= FEW;
    if (exactHere) counted = Math.min(found, countUpTo + 1);
  }
  if (countUpTo > 0 && counted === undefined) {
    counted = await countOf(
      sql`select count(*) as n from (
        select 1 from patients where ${inScope} limit ${countUpTo + 1}) as m`,
      db,
    );
    if (countUpTo >= FEW) few = counted <= FEW;
  }
  const result = (where: RawBuilder<SqlBool>) => (countUpTo > 0 ? { where, counted } : { where });

  // Deep pages would walk far and name too many ids: the planner reads the matches.
  if (rows > FEW) return result(matches);
  if (!few) {
    // Both engines read the name index alone (migration 006: it holds the compared columns).
    const walked = await sql<{ id: number }>`
      select id from (
        select id, full_name, sus_card, cpf from patients ${scope ? sql`where ${scope}` : sql``}
        order by full_name, id limit ${WALK_ROWS_PER_RESULT * rows}
      ) as w
      where ${exact} order by full_name, id limit ${rows}`.execute(db);
    if (walked.rows.length === rows) return result(idIn(walked.rows.map((r) => r.id)));
  }
  // Read every match and sort. SQLite does so for `id in (FTS matches)`; PostgreSQL is told to (a
  // materialized CTE), or it walks the whole name order when the matches sit in one part of it.
  if (sqlite) return result(matches);
  const sorted = await sql<{ id: number }>`
    with m as materialized (select id, full_name from patients where ${inScope})
    select id from m order by full_name, id limit ${rows}`.execute(db);
  return result(idIn(sorted.rows.map((r) => r.id)));
}
