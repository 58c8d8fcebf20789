import { LIMITS } from '@saude/shared/domain/constants';
import { provisionalPatientEndpoints } from '@saude/shared/contract/provisional-patients';
import { usePagedList } from '@/lib/use-paged-list';
import { authorityKeys } from './authority-keys';

export type PeopleFilters = { q: string; gender: string; age_group: string };

/**
 * GET /api/public-authority/provisional-patients?q=&gender=&age_group= , newest first, filtered by the
 * server, page by page; the loaded pages are asked again every 30 s (spec 02 section 9).
 */
export function useProvisionalPatients(filters: PeopleFilters) {
  return usePagedList({
    queryKey: authorityKeys.people,
    endpoint: provisionalPatientEndpoints.list,
    query: {
      q: filters.q.trim(),
      gender: filters.gender,
      age_group: filters.age_group,
    },
    // Filters being changed keep the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
    refetchInterval: LIMITS.pollingMs,
  });
}
