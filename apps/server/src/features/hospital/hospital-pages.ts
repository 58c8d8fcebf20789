/**
 * The hospital panel's lists read by key (docs/decisions/013-one-list-contract.md): a query of the
 * unit's rows limited to the part of its order after the cursor, in that order.
 */
import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { CursorValue } from '@saude/shared/schemas/list';
import { after, type Direction } from '../../db/keyset';

/** `take` rows of `query` after `afterKey`, ordered by `key` (its columns, the id last) in `dir`. */
export function keyRange<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  key: readonly Expression<unknown>[],
  dir: Direction,
  afterKey: readonly CursorValue[] | null,
  take: number,
): SelectQueryBuilder<DB, TB, O> {
  let q = afterKey ? query.where(after(key, dir, afterKey)) : query;
  for (const column of key) q = q.orderBy(column, dir);
  return q.limit(take);
}

/**
 * The patients a list is searched for, as a condition on the list's patient column (e.g.
 * 'pr.patient_id'); undefined lists every patient.
 */
export type ForPatients = ((patientKey: string) => Expression<SqlBool>) | undefined;
