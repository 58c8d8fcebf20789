import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageRecipient, MessageSend, SentMessage } from '@saude/shared/schemas/messages';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { getPage, withQuery } from '@/lib/api-list-page';

/** GET /api/messages: what the department has sent, newest first. */
export function useSentMessages() {
  return useQuery({
    queryKey: adminKeys.list('messages'),
    queryFn: ({ signal }) => getPage<SentMessage>(withQuery('/api/messages', { limit: 200 }), signal),
  });
}

/** GET /api/messages/recipients?q= : individual recipients (never department staff). */
export function useMessageRecipients(q: string, enabled: boolean) {
  const params = { q: q.trim() };
  return useQuery({
    queryKey: adminKeys.list('recipients', params),
    queryFn: ({ signal }) =>
      api.get<MessageRecipient[]>(withQuery('/api/messages/recipients', params), { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/messages */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageSend) => api.post<SentMessage>('/api/messages', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.resource('messages') }),
  });
}
