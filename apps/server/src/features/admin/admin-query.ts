/**
 * Query pieces the admin repositories share: a case-insensitive substring match that behaves the same
 * on SQLite and PostgreSQL, and counts that come back as numbers from both drivers.
 */
import { sql } from 'kysely';

/** The typed text is matched literally: LIKE's own wildcards are escaped. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** lower() on both sides because PostgreSQL's LIKE is case-sensitive and SQLite's only for ASCII. */
export const ilike = (column: string, pattern: string) =>
  sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;

/** PostgreSQL answers count(*) as a bigint string, SQLite as a number. */
export const toCount = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);

/** `count(*) as n` for a select list. */
export const countAll = sql<number | string>`count(*)`.as('n');

export type Page = { limit: number; offset: number };
