import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { authorityPanelEndpoints } from '@saude/shared/contract/provisional-patients';
import { callApi } from '@/lib/api-client';
import { authorityKeys } from './authority-keys';

/** The summary's key and request, for the hook and for asking ahead at boot. */
export const authoritySummaryQuery = queryOptions({
  queryKey: authorityKeys.summary,
  queryFn: ({ signal }) => callApi(authorityPanelEndpoints.summary, { signal }),
});

/** GET /api/public-authority/summary: total, last 7 days, under 18 and female, counted by the server. */
export function useAuthoritySummary() {
  return useQuery({ ...authoritySummaryQuery, refetchInterval: LIMITS.pollingMs });
}
