import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { reportEndpoints } from '@saude/shared/contract/reports';
import { homeListQuery } from './home-list-query';

/** GET /api/reports/my?limit=3: the patient's 3 latest reports (a new report refreshes them). */
export const recentReportsQuery = homeListQuery(
  ['reports', 'my'],
  reportEndpoints.mine,
  LIMITS.dashboardListSize,
);

export function useRecentReports() {
  return useQuery(recentReportsQuery);
}
