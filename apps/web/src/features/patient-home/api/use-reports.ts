import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { Report } from '@saude/shared/schemas/reports';
import { homePathListQuery } from './home-list-query';

/** GET /api/reports/my?limit=3: the patient's 3 latest reports (a new report refreshes them). */
export const recentReportsQuery = homePathListQuery<Report>(
  ['reports', 'my'],
  '/api/reports/my',
  LIMITS.dashboardListSize,
);

export function useRecentReports() {
  return useQuery(recentReportsQuery);
}
