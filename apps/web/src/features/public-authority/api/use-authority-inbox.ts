import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { InboxMessage, MessageReadResult } from '@saude/shared/schemas/messages';
import { api } from '@/lib/api-client';
import { authorityKeys } from './authority-keys';

/** GET /api/messages/inbox, polled every 30 s (the server answers 304 when nothing changed). */
export function useAuthorityInbox() {
  return useQuery({
    queryKey: authorityKeys.inbox,
    queryFn: ({ signal }) => api.get<InboxMessage[]>('/api/messages/inbox', { signal }),
    refetchInterval: LIMITS.pollingMs,
  });
}

/** PATCH /api/messages/:id/read; read_at is set in the cached list at once, so the count drops. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<MessageReadResult>(`/api/messages/${id}/read`),
    onSuccess: (answer) =>
      queryClient.setQueryData<InboxMessage[]>(authorityKeys.inbox, (list) =>
        list?.map((m) => (m.id === answer.id ? { ...m, is_read: true, read_at: answer.read_at } : m)),
      ),
  });
}
