/** What other features use of Web Push (decision 040): the outbox calls, the jobs, logout's clean-up. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { pushRepository } from './push.repository';

export { pushOutbox } from './push-outbox';
export { pushSenderJob } from './push-sender';
export { remindersJob } from './push-reminders';
export { pushRoutes } from './push.routes';

/** Signing out of a session removes the push subscriptions registered in it. */
export function dropPushOfSession(db: Kysely<DB>, tokenHash: string): Promise<void> {
  return pushRepository(db).deleteOfSessionToken(tokenHash);
}
