import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@saude/shared/contract/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/stats: overview counters and report analytics, asked for with the panel. */
export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: ({ signal }) => callApi(adminEndpoints.stats, { signal }),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}

/**
 * GET /api/admin/report-points: the map's points, asked for by the map once it nears the screen. Under
 * the stats' key, so whatever refreshes the overview's figures refreshes the map too.
 */
export const reportPointsQuery = queryOptions({
  queryKey: adminKeys.reportPoints(),
  queryFn: ({ signal }) => callApi(adminEndpoints.reportPoints, { signal }),
});

/** The map's points: asked for when `wanted`, else only read from what was already asked. */
export function useReportPoints(wanted: boolean) {
  return useQuery({ ...reportPointsQuery, enabled: wanted });
}
