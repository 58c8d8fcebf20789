/**
 * A list's total for `X-Total-Count`: exact up to LIST_TOTAL_CAP, else the cap with exact false
 * ("more than"), so counting costs the same at any size (docs/decisions/011-bounded-lists.md).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LIST_TOTAL_CAP } from '@saude/shared/domain/page-limits';
import type { DB } from './types';

/** PostgreSQL answers count(*) as a bigint string, SQLite as a number. */
export const toCount = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);

/** `count(*) as n` for a select list. */
export const countAll = sql<number | string>`count(*)`.as('n');

export type Total = { total: number; exact: boolean };

/** From a count made with `limit LIST_TOTAL_CAP + 1`. */
export const totalOf = (counted: number): Total =>
  counted > LIST_TOTAL_CAP ? { total: LIST_TOTAL_CAP, exact: false } : { total: counted, exact: true };

/** A total known exactly (kept counters, small lists). */
export const exactTotal = (total: number): Total => ({ total, exact: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * Counts the rows of `query` (a filtered select without a select list) up to the cap, so the count
 * reads at most LIST_TOTAL_CAP + 1 rows however large the table: an unbounded count(*) is linear in
 * both engines.
 */
export async function cappedTotal(db: Kysely<DB>, query: AnySelect): Promise<Total> {
  const row = await cappedCount(db, query).executeTakeFirstOrThrow();
  return totalOf(toCount(row.n));
}

/** The count of cappedTotal as a query of its own (to run, or to prepare once: db/prepared.ts). */
export function cappedCount(db: Kysely<DB>, query: AnySelect) {
  return db
    .selectFrom(
      query
        .select(sql<number>`1`.as('one'))
        .limit(LIST_TOTAL_CAP + 1)
        .as('capped'),
    )
    .select(countAll);
}
