import { LIMITS } from '@saude/shared/domain/constants';
import { messageEndpoints } from '@saude/shared/contract/messages';
import { listTotalQuery, useListTotal } from '@/lib/use-list-total';
import { usePagedList } from '@/lib/use-paged-list';
import { messagesKeys } from './messages-keys';

/** The inbox's unread messages: their X-Total-Count is the unread counter. */
const UNREAD = { endpoint: messageEndpoints.inbox, query: { unread: '1' } } as const;
/** The unread counter's query, as the badge reads it (the dashboard prefetches it). */
export const unreadCountQuery = listTotalQuery(messagesKeys.inbox, UNREAD);

/**
 * GET /api/messages/inbox, newest first, page by page, polled every 30 s (spec 01 section 9); the
 * server answers 304 to a page that did not change.
 */
export function useInbox() {
  return usePagedList({
    queryKey: messagesKeys.inbox,
    endpoint: messageEndpoints.inbox,
    query: { limit: 20 },
    refetchInterval: LIMITS.pollingMs,
  });
}

/** How many messages are unread, counted by the server (the badge), polled every 30 s. */
export function useUnreadCount() {
  return useListTotal(messagesKeys.inbox, UNREAD, { refetchInterval: LIMITS.pollingMs });
}
