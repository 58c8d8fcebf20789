import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { ProvisionalPatient } from '@saude/shared/schemas/provisional-patients';
import { getPage, withQuery } from '@/lib/api-list-page';
import { authorityKeys } from './authority-keys';

export type PeopleFilters = { q: string; gender: string; age_group: string };

const PATH = '/api/public-authority/provisional-patients';

/** GET /api/public-authority/provisional-patients?q=&gender=&age_group= , refreshed every 30 s. */
export function useProvisionalPatients(filters: PeopleFilters) {
  const params = { q: filters.q.trim(), gender: filters.gender, age_group: filters.age_group };
  return useQuery({
    queryKey: authorityKeys.people(params),
    queryFn: ({ signal }) => getPage<ProvisionalPatient>(withQuery(PATH, { ...params, limit: 500 }), signal),
    refetchInterval: LIMITS.pollingMs,
    placeholderData: keepPreviousData,
  });
}
