import { accessLogEndpoints } from '@saude/shared/contract/access-log';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { prefetchPagedList, usePagedList } from '@/lib/use-paged-list';

export const accessLogKeys = { all: ['access-log'] as const };

/** The list's key and first page, for the hook and for asking ahead at boot. */
export const accessLogSource = { queryKey: accessLogKeys.all, endpoint: accessLogEndpoints.list };

/** GET /api/me/access-log, newest first: who read the signed-in patient's health data. */
export function useAccessLog() {
  return usePagedList(accessLogSource);
}

/** Started at boot on /quem-acessou-meus-dados: the first page of the patient's access log. */
export function prefetchAccessLog(queryClient: QueryClient): Promise<unknown> {
  return prefetchForMainViewer(queryClient, ['patient'], () =>
    prefetchPagedList(queryClient, accessLogSource),
  );
}
