import type { QueryClient } from '@tanstack/react-query';
import { prefetchWhenSignedIn } from '@/features/session/api/prefetch-for-viewer';
import { healthDepartmentSessionQuery } from '@/features/session/api/session-queries';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { TAB_PARAM, tabOf } from '@/lib/use-tab-param';
import { adminTabCode } from '../components/admin-tab-code';
import { prefetchAdminTab } from './prefetch-admin-tab';
import { accountListSource, accountTotalQuery } from './use-admin-accounts';
import { adminStatsQuery } from './use-admin-stats';

/** The tabs of /users-management, as named in its address (?aba=); the first is the page's own. */
export const USERS_TABS = ['staff', 'patients', 'public-authorities'] as const;

const whenSignedIn = (queryClient: QueryClient, then: () => Promise<unknown>) =>
  prefetchWhenSignedIn(queryClient, healthDepartmentSessionQuery, then);

/**
 * Started at boot on /admin: the first page of the lists the tab in the address (?aba=) opens on and
 * that tab's code, or the overview's counters (a tab it does not know opens the overview), with the
 * session instead of after the panel has rendered. The first render then draws the tab or the
 * overview whole, in slices, instead of a loading state drawn again in one block when they arrive.
 */
export function prefetchAdminPage(queryClient: QueryClient, search: URLSearchParams): Promise<unknown> {
  const tab = search.get(TAB_PARAM) ?? 'overview';
  const code = adminTabCode(tab);
  return whenSignedIn(queryClient, () =>
    code
      ? Promise.allSettled([prefetchAdminTab(queryClient, tab), code.preload()])
      : queryClient.prefetchQuery(adminStatsQuery),
  );
}

/**
 * Started at boot on /users-management: the first page of the open tab's accounts, and the count on
 * each tab. The first render then draws the tabs with their counts, instead of drawing the page
 * again as each count arrives (and the tabs widening under the finger).
 */
export function prefetchUsersManagement(queryClient: QueryClient, search: URLSearchParams): Promise<unknown> {
  const tab = tabOf(search, USERS_TABS, 'staff');
  return whenSignedIn(queryClient, () =>
    Promise.all([
      prefetchPagedList(queryClient, accountListSource(tab, { q: '' })),
      ...USERS_TABS.map((kind) => queryClient.prefetchQuery(accountTotalQuery(kind))),
    ]),
  );
}

/** Started at boot on /health-units-management: the first page of the units, newest first. */
export function prefetchHealthUnitsManagement(queryClient: QueryClient): Promise<unknown> {
  return whenSignedIn(queryClient, () =>
    prefetchPagedList(queryClient, accountListSource('health-units', { q: '' })),
  );
}
