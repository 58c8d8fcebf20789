import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { api } from '@/lib/api-client';
import { messagesKeys } from './messages-keys';

/** GET /api/messages/inbox, polled every 30 s (spec 01 section 9). */
export const inboxQuery = queryOptions({
  queryKey: messagesKeys.inbox,
  queryFn: async () => {
    try {
      return await api.get<InboxMessage[]>('/api/messages/inbox');
    } catch (error) {
      // Failed list loads are only logged and leave the list empty (spec 01 section 8).
      console.error('Failed to load messages', error);
      return [];
    }
  },
  refetchInterval: LIMITS.pollingMs,
});

export function useInbox() {
  return useQuery(inboxQuery);
}
