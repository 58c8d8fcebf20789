import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@saude/shared/contract/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/stats: overview counters, report analytics and the report map points. */
export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: ({ signal }) => callApi(adminEndpoints.stats, { signal }),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
