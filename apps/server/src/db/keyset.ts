/**
 * Pages read by key (docs/decisions/013-one-list-contract.md): a page starts after the sort key of the
 * last row sent, so its cost does not grow with its depth and rows written while someone pages are
 * neither skipped nor repeated (an offset shifts under an insert; a key does not).
 *
 * A list's order is one or more parts read one after the other, each a single index range in one
 * direction. Most lists have one part (newest first); an agenda has two (from the chosen day on, then
 * the days before it, newest first).
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { CursorValue, Seek } from '@saude/shared/schemas/list';
import { MAX_ID } from '@saude/shared/schemas/common';

export type { Seek } from '@saude/shared/schemas/list';
export type KeyType = 'text' | 'integer' | 'number';
export type Direction = 'asc' | 'desc';

/** One part of a list's order. */
export type ListPart<Row> = {
  /** The types of the sort key's columns (the last one is the id), to refuse a foreign cursor. */
  key: readonly KeyType[];
  keyOf: (row: Row) => CursorValue[];
  /** Up to `take` rows of this part, after the key `after` or from its start, in the part's order. */
  read: (after: readonly CursorValue[] | null, take: number) => Promise<Row[]>;
};

export type Page<Row> = { items: Row[]; next: Seek | null };

/** A cursor that does not fit the list it was sent to (made for another list, or forged). */
export class InvalidCursorError extends Error {
  constructor() {
    super('invalid cursor');
  }
}

/** An integer key is an id or a count: within PostgreSQL's integer, which refuses to compare beyond it. */
const fits = (type: KeyType, value: CursorValue) =>
  type === 'text'
    ? typeof value === 'string'
    : type === 'integer'
      ? Number.isInteger(value) && Math.abs(value as number) <= MAX_ID
      : typeof value === 'number';

/**
 * The page of `limit` rows after `seek`. When a part ends inside the page the next part fills the rest;
 * when the page ends exactly at a part's end, the following parts are asked for one row to know whether
 * there is a next page at all (no link to an empty page).
 */
export async function readPage<Row>(
  parts: readonly ListPart<Row>[],
  seek: Seek | undefined,
  limit: number,
): Promise<Page<Row>> {
  const first = seek?.part ?? 0;
  if (seek) {
    const part = parts[seek.part];
    if (!part || part.key.length !== seek.key.length || !part.key.every((t, i) => fits(t, seek.key[i]!))) {
      throw new InvalidCursorError();
    }
  }
  const items: Row[] = [];
  let lastPart = first;
  for (let p = first; p < parts.length; p++) {
    const part = parts[p]!;
    const need = limit - items.length;
    const rows = await part.read(p === first && seek ? seek.key : null, need + 1);
    if (need === 0) {
      if (rows.length > 0) return { items, next: nextAfter(parts, lastPart, items) };
      continue;
    }
    items.push(...rows.slice(0, need));
    if (rows.length > 0) lastPart = p;
    if (rows.length > need) return { items, next: nextAfter(parts, lastPart, items) };
  }
  return { items, next: null };
}

function nextAfter<Row>(parts: readonly ListPart<Row>[], part: number, items: Row[]): Seek {
  const last = items[items.length - 1]!;
  return { part, key: parts[part]!.keyOf(last) };
}

/**
 * The rows after `key` in the order of `columns` (all ascending or all descending): a row-value
 * comparison, which both engines read as an index range on those columns. The first column is also
 * bounded on its own, which lets a planner start the range there even when other conditions come first
 * in the index.
 */
export function after(
  columns: readonly Expression<unknown>[],
  direction: Direction,
  key: readonly CursorValue[],
): RawBuilder<SqlBool> {
  if (columns.length !== key.length || columns.length === 0) throw new InvalidCursorError();
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  const bound = sql.raw(direction === 'asc' ? '>=' : '<=');
  const values = key.map((v) => sql.val(v));
  if (columns.length === 1) return sql<SqlBool>`${columns[0]} ${op} ${values[0]}`;
  return sql<SqlBool>`(${columns[0]} ${bound} ${values[0]} and (${sql.join(columns)}) ${op} (${sql.join(values)}))`;
}
