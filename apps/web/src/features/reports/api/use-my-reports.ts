import { LIMITS } from '@saude/shared/domain/constants';
import { reportEndpoints } from '@saude/shared/contract/reports';
import { usePagedList } from '@/lib/use-paged-list';
import { reportsKeys, type ReportFilters } from './reports-keys';

const filter = (value: string) => (value === 'all' ? undefined : value);

/** GET /api/reports/my?type=&status= : the filters run in the database, newest first, page by page. */
export function useMyReports(filters: ReportFilters) {
  return usePagedList({
    queryKey: reportsKeys.mine,
    endpoint: reportEndpoints.mine,
    query: { type: filter(filters.type), status: filter(filters.status) },
    // The department's answer (in analysis, resolved) reaches the reporter's open page in one interval.
    refetchInterval: LIMITS.pollingMs,
  });
}
