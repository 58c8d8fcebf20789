import { messageEndpoints } from '@saude/shared/contract/messages';
import { INBOX_VERSION_HEADER } from '@saude/shared/domain/inbox-version';
import { useQuery } from '@tanstack/react-query';
import { listTotalQuery } from '@/lib/use-list-total';
import { usePagedList } from '@/lib/use-paged-list';
import { messagesKeys } from './messages-keys';

/** The inbox's unread messages: their X-Total-Count is the unread counter. */
const UNREAD = { endpoint: messageEndpoints.inbox, query: { unread: '1' } } as const;
/**
 * The unread counter's query, as the badge reads it (the dashboard prefetches it), with the inbox's
 * version it was read at: the update poll's first answer compares its own with it.
 */
export const unreadCountQuery = listTotalQuery(messagesKeys.inbox, UNREAD, {
  versionHeader: INBOX_VERSION_HEADER,
});

/*
 * The inbox and its counter are not polled on their own: the update poll, every 30 s (spec 01
 * section 9), carries the inbox's version and refreshes them when it moves (a message arrived or
 * was read elsewhere), so an open app makes one call every 30 s, not two.
 */

/** GET /api/messages/inbox, newest first, page by page. */
export function useInbox() {
  return usePagedList({
    queryKey: messagesKeys.inbox,
    endpoint: messageEndpoints.inbox,
    query: { limit: 20 },
  });
}

/** How many messages are unread, counted by the server (the badge). */
export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}
