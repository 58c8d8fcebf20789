import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '@saude/shared/domain/constants';
import type { Report, ReportWithReporter } from '@saude/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/api-list';
import { updateListItems, usePagedList } from '@/lib/use-paged-list';
import { adminKeys } from './admin-keys';

/** GET /api/reports?q= : every environmental report with its reporter (department only), newest first. */
export function useAllReports(q: string) {
  return usePagedList<ReportWithReporter>({
    queryKey: adminKeys.resource('reports'),
    path: withQuery('/api/reports', { q: q.trim() }),
    // A search being typed keeps the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
}

/**
 * PATCH /api/reports/:id/status with {status}; any status may be set (spec 02 section 4). The report
 * changes in the loaded pages at once (the tab's list is not filtered by status).
 */
export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReportStatus }) =>
      api.patch<Report>(`/api/reports/${id}/status`, { status }),
    onSuccess: (saved, { id, status }) => {
      updateListItems<ReportWithReporter>(queryClient, adminKeys.resource('reports'), (report) =>
        report.id === id ? { ...report, status: saved?.status ?? status } : report,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
