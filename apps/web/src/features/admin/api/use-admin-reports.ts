import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus, ReportType } from '@saude/shared/domain/constants';
import { reportEndpoints } from '@saude/shared/contract/reports';
import type { ReportWithReporter } from '@saude/shared/schemas/reports';
import { callApi } from '@/lib/api-client';
import { updateListItems, usePagedList } from '@/lib/use-paged-list';
import { adminKeys } from './admin-keys';

/** The triage's filters, as the query string takes them ('' for none). */
export type ReportFilters = {
  q: string;
  status: ReportStatus | '';
  type: ReportType | '';
  neighborhood: string;
  from: string;
  to: string;
};

/**
 * GET /api/reports with the triage's filters: every environmental report with its reporter and its
 * possible duplicates (department only), newest first.
 */
export function useAllReports(filters: ReportFilters) {
  return usePagedList({
    ...allReportsSource(filters),
    // A search being typed keeps the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
}

/** The tab's filters before any is chosen. */
export const NO_REPORT_FILTERS: ReportFilters = {
  q: '',
  status: '',
  type: '',
  neighborhood: '',
  from: '',
  to: '',
};

/** The list's key and first page, for the hook and for asking ahead (prefetch-admin-tab.ts). */
export function allReportsSource(filters: ReportFilters) {
  return {
    queryKey: adminKeys.resource('reports'),
    endpoint: reportEndpoints.all,
    query: {
      q: filters.q.trim(),
      status: filters.status,
      type: filters.type,
      neighborhood: filters.neighborhood.trim(),
      from: filters.from,
      to: filters.to,
    },
  };
}

/**
 * PATCH /api/reports/:id/status with {status, note}; any status may be set (spec 02 section 4), with
 * words the reporter reads. The report changes in the loaded pages at once.
 */
export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: number; status: ReportStatus; note: string }) =>
      callApi(reportEndpoints.changeStatus, { params: { id }, body: { status, note } }),
    onSuccess: (saved, { id, status, note }) => {
      updateListItems<ReportWithReporter>(queryClient, adminKeys.resource('reports'), (report) =>
        report.id === id
          ? {
              ...report,
              status: saved?.status ?? status,
              status_note: saved?.status_note ?? (note.trim() || null),
            }
          : report,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
