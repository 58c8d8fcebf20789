/**
 * Query pieces the admin repositories share: the substring match (db/text-match.ts), counts that come
 * back as numbers from both drivers, and totals counted up to a cap.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LIST_TOTAL_CAP } from '@saude/shared/schemas/common';
import type { DB } from '../../db/types';

export { ilike, likePattern } from '../../db/text-match';

/** PostgreSQL answers count(*) as a bigint string, SQLite as a number. */
export const toCount = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);

/** `count(*) as n` for a select list. */
export const countAll = sql<number | string>`count(*)`.as('n');

export type Page = { limit: number; offset: number };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** A list's total: exact up to LIST_TOTAL_CAP, else the cap with exact false ("more than"). */
export type Total = { total: number; exact: boolean };

/** From a count made with `limit LIST_TOTAL_CAP + 1`. */
export const totalOf = (counted: number): Total =>
  counted > LIST_TOTAL_CAP ? { total: LIST_TOTAL_CAP, exact: false } : { total: counted, exact: true };

/**
 * Counts the rows of `query` (a filtered select without a select list) up to the cap, so the count
 * reads at most LIST_TOTAL_CAP + 1 rows however large the table: an unbounded count(*) is linear in
 * both engines.
 */
export async function cappedTotal(db: Kysely<DB>, query: AnySelect): Promise<Total> {
  const row = await db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(LIST_TOTAL_CAP + 1)
        .as('capped'),
    )
    .select(countAll)
    .executeTakeFirstOrThrow();
  return totalOf(toCount(row.n));
}
