import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '@saude/shared/domain/constants';
import type { Report, ReportWithReporter } from '@saude/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_LIMIT, adminKeys } from './admin-keys';
import { getPage, withQuery } from '@/lib/api-list-page';

/** GET /api/reports?q= : every environmental report with its reporter (department only). */
export function useAllReports(q: string) {
  const params = { q: q.trim() };
  return useQuery({
    queryKey: adminKeys.list('reports', params),
    queryFn: ({ signal }) =>
      getPage<ReportWithReporter>(withQuery('/api/reports', { ...params, limit: ADMIN_PAGE_LIMIT }), signal),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/reports/:id/status with {status}; any status may be set (spec 02 section 4). */
export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReportStatus }) =>
      api.patch<Report>(`/api/reports/${id}/status`, { status }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('reports') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
