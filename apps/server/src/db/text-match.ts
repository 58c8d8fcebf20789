/**
 * A case-insensitive substring match that behaves the same on SQLite and PostgreSQL, for the lists
 * searched by free text.
 */
import { sql } from 'kysely';

/** The typed text is matched literally: LIKE's own wildcards are escaped. */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * lower() on both sides because PostgreSQL's LIKE is case-sensitive and SQLite's only for ASCII;
 * an empty column never matches, as a NULL one would not.
 */
export const ilike = (column: string, pattern: string) =>
  sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`;
