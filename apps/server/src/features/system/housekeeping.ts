/** Periodic clean-up of expired sessions and abandoned sign-in states. */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { Logger } from '../../lib/logger';
import { errorFields } from '../../lib/logger';
import { addMs, nowIso } from '../../lib/time';
import { sessionsRepository } from '../sessions/sessions.repository';
import { usersRepository } from '../users/users.repository';

const EVERY_MS = 10 * 60_000;

export function startHousekeeping(db: Kysely<DB>, config: Config, logger: Logger) {
  const run = async () => {
    try {
      const now = nowIso();
      await sessionsRepository(db).deleteExpired(now, addMs(now, -config.session.idleMs));
      await usersRepository(db).deleteOauthStatesBefore(addMs(now, -10 * 60_000));
    } catch (err) {
      logger.warn('housekeeping failed', errorFields(err));
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
