import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage, MessageReadResult } from '@saude/shared/schemas/messages';
import { api } from '@/lib/api-client';
import { messagesKeys } from './messages-keys';

/** PATCH /api/messages/:id/read; the inbox is updated in place so the counter drops at once. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<MessageReadResult>(`/api/messages/${id}/read`),
    onSuccess(result) {
      queryClient.setQueryData<InboxMessage[]>(messagesKeys.inbox, (list) =>
        list?.map((m) => (m.id === result.id ? { ...m, is_read: true, read_at: result.read_at } : m)),
      );
    },
  });
}
