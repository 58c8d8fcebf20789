/** What other features use of the messages: the version of an inbox, which the update poll carries. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Principal } from '../../lib/service-context';
import { messagesRepository } from './messages.repository';
import { opaqueInboxVersion, recipientKeys } from './messages.service';

/**
 * What changes when the principal's inbox changes (a message arrives or is removed, a message is
 * read), or undefined for a principal that receives no messages.
 */
export async function inboxVersionOf(db: Kysely<DB>, principal: Principal): Promise<string | undefined> {
  const keys = recipientKeys(principal);
  if (!keys) return undefined;
  return opaqueInboxVersion(keys, await messagesRepository(db).inboxVersion(keys));
}
