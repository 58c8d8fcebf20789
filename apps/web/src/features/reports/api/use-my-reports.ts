import { LIMITS } from '@saude/shared/domain/constants';
import { reportEndpoints } from '@saude/shared/contract/reports';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForMainViewer } from '@/features/session/api/prefetch-for-viewer';
import { prefetchPagedList, usePagedList } from '@/lib/use-paged-list';
import { reportsKeys, type ReportFilters } from './reports-keys';

const filter = (value: string) => (value === 'all' ? undefined : value);

/** The list's key and first page with these filters, for the hook and for asking ahead at boot. */
const myReportsSource = (filters: ReportFilters) => ({
  queryKey: reportsKeys.mine,
  endpoint: reportEndpoints.mine,
  query: { type: filter(filters.type), status: filter(filters.status) },
});

/** What /reports opens on: every type and status. */
export const ALL_REPORTS: ReportFilters = { type: 'all', status: 'all' };

/** GET /api/reports/my?type=&status= : the filters run in the database, newest first, page by page. */
export function useMyReports(filters: ReportFilters) {
  return usePagedList({
    ...myReportsSource(filters),
    // The department's answer (in analysis, resolved) reaches the reporter's open page in one interval.
    refetchInterval: LIMITS.pollingMs,
  });
}

/** Started at boot on /reports: the first page of the patient's reports, unfiltered. */
export function prefetchMyReports(queryClient: QueryClient): Promise<unknown> {
  return prefetchForMainViewer(queryClient, ['patient'], () =>
    prefetchPagedList(queryClient, myReportsSource(ALL_REPORTS)),
  );
}
