import { LIMITS } from '@saude/shared/domain/constants';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { useListTotal } from '@/lib/use-list-total';
import { usePagedList } from '@/lib/use-paged-list';
import { messagesKeys } from './messages-keys';

/** The inbox's unread messages: their X-Total-Count is the unread counter. */
export const UNREAD_PATH = '/api/messages/inbox?unread=1';

/**
 * GET /api/messages/inbox, newest first, page by page, polled every 30 s (spec 01 section 9); the
 * server answers 304 to a page that did not change.
 */
export function useInbox() {
  return usePagedList<InboxMessage>({
    queryKey: messagesKeys.inbox,
    path: '/api/messages/inbox?limit=20',
    refetchInterval: LIMITS.pollingMs,
  });
}

/** How many messages are unread, counted by the server (the badge), polled every 30 s. */
export function useUnreadCount() {
  return useListTotal(messagesKeys.inbox, UNREAD_PATH, { refetchInterval: LIMITS.pollingMs });
}
