import type { QueryClient } from '@tanstack/react-query';
import type { HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { hospitalSessionQuery } from '@/features/session';
import { getListPage } from '@/lib/api-list';
import { hospitalKeys } from './hospital-keys';
import { hospitalRequestCountsQuery, requestsPath } from './requests';

/**
 * Started at boot on /hospital-panel: once the session says a unit is signed in, asks for the header's
 * counters and the first page of the first tab's list (the pending queue) instead of waiting until the
 * panel has rendered. The list is cached under usePagedList's key (its key plus the first page's path).
 * Settles once all of it has arrived or failed.
 */
export function prefetchHospitalPanel(queryClient: QueryClient): Promise<unknown> {
  return queryClient.fetchQuery(hospitalSessionQuery).then(
    (user) => {
      if (!user) return;
      const path = requestsPath('pending');
      return Promise.allSettled([
        queryClient.prefetchQuery(hospitalRequestCountsQuery),
        queryClient.prefetchInfiniteQuery({
          queryKey: [...hospitalKeys.requests, path],
          queryFn: ({ pageParam, signal }) => getListPage<HospitalRequestItem>(pageParam, signal),
          initialPageParam: path,
        }),
      ]);
    },
    () => undefined,
  );
}
