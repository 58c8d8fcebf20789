import type { QueryClient } from '@tanstack/react-query';
import { prefetchWhenSignedIn } from '@/features/session/api/prefetch-for-viewer';
import { publicAuthoritySessionQuery } from '@/features/session/api/session-queries';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { authoritySummaryQuery } from './use-authority-summary';
import { NO_PEOPLE_FILTERS, provisionalPatientsSource } from './use-provisional-patients';

/**
 * Started at boot on /public-authority-panel: once the session says an authority is signed in, its
 * summary and the first page of the people registered without documents, instead of waiting until
 * the panel has rendered. Settles once both have arrived or failed; never rejects.
 */
export function prefetchAuthorityPanel(queryClient: QueryClient): Promise<unknown> {
  return prefetchWhenSignedIn(queryClient, publicAuthoritySessionQuery, () =>
    Promise.all([
      queryClient.prefetchQuery(authoritySummaryQuery),
      prefetchPagedList(queryClient, provisionalPatientsSource(NO_PEOPLE_FILTERS)),
    ]),
  );
}
