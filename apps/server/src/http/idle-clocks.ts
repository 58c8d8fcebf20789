/**
 * Sessions' idle clocks (last_seen_at), written together. At a city's peak hundreds of sessions come
 * due every second (sessions.ts writes a clock once per 1/24 of the idle limit); written one by one,
 * each would be a commit of its own, and on SQLite a turn of the one write lock that the worker
 * processes share, during which a process waiting for it serves nothing. Gathered per database for
 * up to a second, they leave in one statement (docs/decisions/051-idle-clocks-written-together.md).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { errorFields, type Logger } from '../lib/logger';
import { sessionsRepository } from '../features/sessions/sessions.repository';

/** How long a due clock may wait for others. Far below any margin of the idle rule (minutes). */
export const IDLE_CLOCK_BATCH_MS = 1_000;

type Batch = { ids: Set<number>; at: string; logger: Logger };

const waiting = new WeakMap<Kysely<DB>, Batch>();

/**
 * Writes `at` as the session's last use within IDLE_CLOCK_BATCH_MS. A batch takes the time of its
 * first use, so no clock is ever set later than the use that made it due.
 */
export function touchSoon(db: Kysely<DB>, sessionId: number, at: string, logger: Logger): void {
  let batch = waiting.get(db);
  if (!batch) {
    batch = { ids: new Set(), at, logger };
    waiting.set(db, batch);
    // unref: a process that is stopping does not wait for it (its stop flushes, see flushIdleClocks).
    setTimeout(() => void flushIdleClocks(db), IDLE_CLOCK_BATCH_MS).unref();
  }
  batch.ids.add(sessionId);
}

/**
 * Writes the waiting clocks now. A failed write is only logged: the clock stays as it was, and the
 * session's next request finds it due again.
 */
export async function flushIdleClocks(db: Kysely<DB>): Promise<void> {
  const batch = waiting.get(db);
  if (!batch) return;
  waiting.delete(db);
  try {
    await sessionsRepository(db).touchMany([...batch.ids], batch.at);
  } catch (error) {
    batch.logger.warn('idle clocks not written', { sessions: batch.ids.size, ...errorFields(error) });
  }
}
