/**
 * Login throttling per account and per client IP, kept in the database so that every app server
 * behind a load balancer sees the same counts. After too many failures inside the window the key is
 * locked for a while and logins answer 429, even with the right password.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { addMs, nowIso } from '../../lib/time';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxPerAccount: 5,
  maxPerIp: 30,
} as const;

export const THROTTLE_MESSAGE = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';

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

    /** One atomic upsert, so concurrent failures on several servers are all counted. */
    async recordFailure(key: string, limit: number, now = new Date()): Promise<void> {
      const at = nowIso(now);
      const cutoff = addMs(at, -THROTTLE.windowMs);
      const lockUntil = addMs(at, THROTTLE.lockMs);
      const inWindow = sql<boolean>`login_throttle.window_start > ${cutoff}`;
      const failures = sql<number>`case when ${inWindow} then login_throttle.failures + 1 else 1 end`;
      await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_start: at, locked_until: limit <= 1 ? lockUntil : null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures,
            window_start: sql<string>`case when ${inWindow} then login_throttle.window_start else ${at} end`,
            locked_until: sql<
              string | null
            >`case when ${failures} >= ${limit} then ${lockUntil} else login_throttle.locked_until end`,
          }),
        )
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}
