import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints } from '@saude/shared/contract/messages';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { callApi } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-list';
import { invalidateTotals, type ListTotal } from '@/lib/use-list-total';
import { updateListItems } from '@/lib/use-paged-list';
import { messagesKeys } from './messages-keys';

/**
 * POST /api/messages/inbox/read ("Marcar todas como lidas") up to the newest message on screen (one
 * that came after stays unread): the loaded pages show them read and the counter drops at once; then
 * both are read again from the server, with the times it wrote.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number) => callApi(messageEndpoints.markAllRead, { body: { up_to_id: upToId } }),
    onSuccess(_result, upToId) {
      const now = new Date().toISOString();
      updateListItems<InboxMessage>(queryClient, messagesKeys.inbox, (m) =>
        m.is_read || m.id > upToId ? m : { ...m, is_read: true, read_at: now },
      );
      queryClient.setQueriesData<ListTotal>({ queryKey: [...messagesKeys.inbox, 'total'] }, (count) =>
        count ? { ...count, total: 0, exact: true, label: totalLabel({ total: 0, exact: true }) } : count,
      );
      void invalidateTotals(queryClient, messagesKeys.inbox[0]);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.inbox });
    },
  });
}
