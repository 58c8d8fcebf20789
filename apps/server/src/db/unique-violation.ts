/**
 * Two requests can pass a uniqueness check (a CPF, a username) together; the unique index then
 * decides, and the loser must get the same 409 as a request that failed the check.
 */
import { conflict } from '../lib/errors';

/** A unique-constraint violation on either engine (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Runs the write; a unique violation becomes a 409 with `message`, any other error stays as it is. */
export async function conflictOnDuplicate<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}
