/**
 * Query pieces the admin repositories share: the text search, the list totals (db/list-total.ts) and
 * the one order of the department's lists, newest first (docs/decisions/013-one-list-contract.md).
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { after, type ListPart, type Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import { everyWordIn } from '../../db/text-match';

export { cappedTotal, countAll, toCount } from '../../db/list-total';
export { everyWordIn };

/** What a list service answers: a page read by key and the list's total (http/list-answer.ts). */
export type Listed<T> = { page: Page<T>; total: Total };

/** The page with its rows presented, the cursor unchanged. */
export const presentPage = <Row, T>(page: Page<Row>, present: (row: Row) => T): Page<T> => ({
  items: page.items.map(present),
  next: page.next,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Select<Row> = SelectQueryBuilder<any, any, Row>;

/**
 * A list newest first: `column` descending, then `id` descending, read by key on an index ending in
 * (column, id) (migration 009; the medical data's date indexes of 002/006). `column` must be NOT NULL.
 */
export function newestFirst<Row>(
  column: string,
  id: string,
  keyOf: (row: Row) => [string, number],
  query: () => Select<Row>,
  { sortMatches = false }: { sortMatches?: boolean } = {},
): ListPart<Row> {
  const order = [sql.ref(column), sql.ref(id)];
  // SQLite only (`+column` is no text operator on PostgreSQL): the order written as an expression, which
  // no index holds, so the table is read in its own order and the matches sorted, instead of the rows
  // being visited one by one in the index's order (see the medical data's search).
  const sortedBy = sortMatches ? sql`+${sql.ref(column)}` : sql.ref(column);
  return {
    key: ['text', 'integer'],
    keyOf,
    read: (afterKey, take) => {
      let q = query();
      if (afterKey) q = q.where(after(order, 'desc', afterKey));
      return q.orderBy(sortedBy, 'desc').orderBy(sql.ref(id), 'desc').limit(take).execute();
    },
  };
}
