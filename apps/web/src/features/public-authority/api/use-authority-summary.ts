import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { authorityPanelEndpoints } from '@saude/shared/contract/provisional-patients';
import { callApi } from '@/lib/api-client';
import { authorityKeys } from './authority-keys';

/** GET /api/public-authority/summary: total, last 7 days, under 18 and female, counted by the server. */
export function useAuthoritySummary() {
  return useQuery({
    queryKey: authorityKeys.summary,
    queryFn: ({ signal }) => callApi(authorityPanelEndpoints.summary, { signal }),
    refetchInterval: LIMITS.pollingMs,
  });
}
