/**
 * Failure counts per key (an account from one client, a client address, an account as a whole), kept
 * in the database so that every app server behind a load balancer sees the same counts. Past a key's
 * limit inside the window, the key is locked: for sign-in the lock grows with each further failure
 * (30 s, 1 min, 2 min... up to 15 min), so a person who mistypes waits seconds, a guesser waits longer
 * and longer (docs/decisions/025-throttling-nobody-can-turn-against-a-victim.md).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { addMs, nowIso } from '../../lib/time';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** The fixed lock of the other limits (reset e-mails), and the longest sign-in lock. */
  lockMs: 15 * 60_000,
  /** The first sign-in lock; each further failure doubles it, up to lockMs. */
  firstLockMs: 30_000,
  /** Wrong passwords for one account from one client address. */
  maxPerClient: 5,
  /** Wrong passwords from one client address, over every account (a NAT shares it: kept high). */
  maxPerIp: 30,
  /** Wrong passwords for one account from everywhere: the hard ceiling (NIST 800-63B: at most 100). */
  accountCeiling: 100,
} as const;

export const THROTTLE_MESSAGE = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/** The lock after `failures` failures on a key whose limit is `limit`: doubling from the first. */
export function growingLockMs(failures: number, limit: number): number {
  const doublings = Math.max(0, failures - limit);
  return Math.min(THROTTLE.lockMs, THROTTLE.firstLockMs * 2 ** Math.min(doublings, 20));
}

export function loginThrottle(db: Kysely<DB>) {
  return {
    async isLocked(keys: string[], now = new Date()): Promise<boolean> {
      const rows = await db
        .selectFrom('login_throttle')
        .select(['locked_until'])
        .where('key', 'in', keys)
        .execute();
      return rows.some((r) => r.locked_until !== null && Date.parse(r.locked_until) > now.getTime());
    },

    /**
     * One atomic upsert, so concurrent failures on several servers are all counted. With `growing`,
     * the lock set once past the limit doubles with each further failure; otherwise it is lockMs.
     */
    async recordFailure(
      key: string,
      limit: number,
      options: { growing?: boolean; now?: Date } = {},
    ): Promise<void> {
      const at = nowIso(options.now ?? new Date());
      const cutoff = addMs(at, -THROTTLE.windowMs);
      const inWindow = sql<boolean>`login_throttle.window_start > ${cutoff}`;
      const failures = sql<number>`case when ${inWindow} then login_throttle.failures + 1 else 1 end`;
      const row = await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_start: at, locked_until: null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures,
            window_start: sql<string>`case when ${inWindow} then login_throttle.window_start else ${at} end`,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const count = Number(row.failures);
      if (count < limit) return;
      const lockMs = options.growing ? growingLockMs(count, limit) : THROTTLE.lockMs;
      await db
        .updateTable('login_throttle')
        .set({ locked_until: addMs(at, lockMs) })
        .where('key', '=', key)
        .execute();
    },

    async clear(keys: string[]): Promise<void> {
      await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
    },
  };
}
