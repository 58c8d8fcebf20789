import { LIMITS } from '@saude/shared/domain/constants';
import { provisionalPatientEndpoints } from '@saude/shared/contract/provisional-patients';
import { usePagedList } from '@/lib/use-paged-list';
import { authorityKeys } from './authority-keys';

export type PeopleFilters = { q: string; gender: string; age_group: string };

/** What the panel opens on: everyone, newest first. */
export const NO_PEOPLE_FILTERS: PeopleFilters = { q: '', gender: '', age_group: '' };

/** The list's key and first page with these filters, for the hook and for asking ahead at boot. */
export const provisionalPatientsSource = (filters: PeopleFilters) => ({
  queryKey: authorityKeys.people,
  endpoint: provisionalPatientEndpoints.list,
  query: { q: filters.q.trim(), gender: filters.gender, age_group: filters.age_group },
});

/**
 * GET /api/public-authority/provisional-patients?q=&gender=&age_group= , newest first, filtered by the
 * server, page by page; the loaded pages are asked again every 30 s (spec 02 section 9).
 */
export function useProvisionalPatients(filters: PeopleFilters) {
  return usePagedList({
    ...provisionalPatientsSource(filters),
    // Filters being changed keep the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
    refetchInterval: LIMITS.pollingMs,
  });
}
