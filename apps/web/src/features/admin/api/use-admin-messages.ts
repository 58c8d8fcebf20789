import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints } from '@saude/shared/contract/messages';
import type { MessageSend } from '@saude/shared/schemas/messages';
import { callApi } from '@/lib/api-client';
import { readListPage } from '@/lib/api-list';
import { usePagedList } from '@/lib/use-paged-list';
import { adminKeys } from './admin-keys';

/** GET /api/messages: what the department has sent, newest first, page by page. */
export function useSentMessages() {
  return usePagedList(sentMessagesSource);
}

/** The list's key and first page, for the hook and for asking ahead (prefetch-admin-tab.ts). */
export const sentMessagesSource = {
  queryKey: adminKeys.resource('messages'),
  endpoint: messageEndpoints.sent,
};

/** How many recipients a search shows at once; more are found by typing more of the name. */
export const RECIPIENT_CHOICES = 100;

/**
 * GET /api/messages/recipients?q= : individual recipients (never department staff) in name order. The
 * first page of the search is offered; `next` tells that there are more than shown.
 */
export function useMessageRecipients(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.resource('recipients'), q.trim()],
    queryFn: ({ signal }) =>
      readListPage(
        { endpoint: messageEndpoints.recipients, query: { q: q.trim(), limit: RECIPIENT_CHOICES } },
        signal,
      ),
    enabled,
  });
}

/** POST /api/messages: the new message goes to the top of the sent list. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageSend) => callApi(messageEndpoints.send, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.resource('messages') }),
  });
}
