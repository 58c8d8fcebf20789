import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints } from '@saude/shared/contract/messages';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { callApi } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-list';
import { invalidateTotals, type ListTotal } from '@/lib/use-list-total';
import { updateListItems } from '@/lib/use-paged-list';
import { messagesKeys } from './messages-keys';

/**
 * POST /api/messages/inbox/read ("Marcar todas como lidas"): the loaded pages show every message read
 * and the unread counter is 0 at once; then both are read again from the server, with the times the
 * server wrote.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(messageEndpoints.markAllRead, {}),
    onSuccess() {
      const now = new Date().toISOString();
      updateListItems<InboxMessage>(queryClient, messagesKeys.inbox, (m) =>
        m.is_read ? m : { ...m, is_read: true, read_at: now },
      );
      queryClient.setQueriesData<ListTotal>({ queryKey: [...messagesKeys.inbox, 'total'] }, (count) =>
        count ? { ...count, total: 0, exact: true, label: totalLabel({ total: 0, exact: true }) } : count,
      );
      void invalidateTotals(queryClient, messagesKeys.inbox[0]);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.inbox });
    },
  });
}
