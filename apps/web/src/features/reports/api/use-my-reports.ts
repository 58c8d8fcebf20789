import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@saude/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { reportsKeys, type ReportFilters } from './reports-keys';

const ALL: ReportFilters = { type: 'all', status: 'all' };

/** GET /api/reports/my?type=&status= : the filters run in the database, newest first. */
export const myReportsQuery = (filters: ReportFilters = ALL) =>
  queryOptions({
    queryKey: reportsKeys.mineFiltered(filters),
    queryFn: async () => {
      const params = new URLSearchParams();
      if (filters.type !== 'all') params.set('type', filters.type);
      if (filters.status !== 'all') params.set('status', filters.status);
      const query = params.toString();
      try {
        return await api.get<Report[]>(`/api/reports/my${query ? `?${query}` : ''}`);
      } catch (error) {
        // Failed list loads are only logged and leave the list empty (spec 01 section 8).
        console.error('Failed to load reports', error);
        return [];
      }
    },
  });

export function useMyReports(filters: ReportFilters = ALL) {
  return useQuery(myReportsQuery(filters));
}
