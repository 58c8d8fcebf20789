import type { QueryClient } from '@tanstack/react-query';
import type { HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { hospitalSessionQuery } from '@/features/session';
import { prefetchWhenSignedIn } from '@/features/session/api/prefetch-for-viewer';
import { getListPage } from '@/lib/api-list';
import { tabOf } from '@/lib/use-tab-param';
import { PANEL_TAB_CODE, PANEL_TABS } from '../components/panel-tab-code';
import { hospitalKeys } from './hospital-keys';
import { prefetchPanelTab } from './prefetch-panel-tab';
import { hospitalRequestCountsQuery, requestsPath } from './requests';

/**
 * Started at boot on /hospital-panel: once the session says a unit is signed in, asks for the header's
 * counters and the first page of the open tab's list (by default the pending queue; with ?aba= that
 * tab's list and its code) instead of waiting until the panel has rendered. The lists are cached
 * under usePagedList's key (its key plus the first page's path). Settles once all of it has arrived
 * or failed.
 */
export function prefetchHospitalPanel(queryClient: QueryClient, search: URLSearchParams): Promise<unknown> {
  const tab = tabOf(search, PANEL_TABS, 'solicitacoes');
  const path = requestsPath('pending');
  return prefetchWhenSignedIn(queryClient, hospitalSessionQuery, () =>
    Promise.allSettled([
      queryClient.prefetchQuery(hospitalRequestCountsQuery),
      ...(tab === 'solicitacoes'
        ? [
            queryClient.prefetchInfiniteQuery({
              queryKey: [...hospitalKeys.requests, path],
              queryFn: ({ pageParam, signal }) => getListPage<HospitalRequestItem>(pageParam, signal),
              initialPageParam: path,
            }),
          ]
        : [prefetchPanelTab(queryClient, tab), PANEL_TAB_CODE[tab].preload()]),
    ]),
  );
}
