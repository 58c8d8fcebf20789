import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints } from '@saude/shared/contract/messages';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { callApi } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-list';
import { invalidateTotals, type ListTotal } from '@/lib/use-list-total';
import { updateListItems } from '@/lib/use-paged-list';
import { messagesKeys } from './messages-keys';

/**
 * PATCH /api/messages/:id/read. The message is marked read in every loaded page and the unread
 * counter drops at once (spec 01 section 4), then the counter is asked again from the server.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(messageEndpoints.markRead, { params: { id } }),
    onSuccess(result) {
      updateListItems<InboxMessage>(queryClient, messagesKeys.inbox, (m) =>
        m.id === result.id ? { ...m, is_read: true, read_at: result.read_at } : m,
      );
      queryClient.setQueriesData<ListTotal>({ queryKey: [...messagesKeys.inbox, 'total'] }, (count) => {
        if (!count) return count;
        const total = Math.max(0, count.total - 1);
        return { ...count, total, label: totalLabel({ total, exact: count.exact }) };
      });
      void invalidateTotals(queryClient, messagesKeys.inbox[0]);
    },
  });
}
