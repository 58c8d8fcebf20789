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

/** The status a triage list is filtered by, read from its path ('' for every status). */
const listedStatus = (listPath: string) => new URLSearchParams(listPath.split('?')[1]).get('status') ?? '';

/**
 * PATCH /api/reports/:id/status with {status, note}; any status may be set (spec 02 section 4), with
 * words the reporter reads. The report changes in the loaded pages at once, and leaves a list filtered
 * by another status: triaging "Pendente" empties it as the work gets done.
 */
export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: number; status: ReportStatus; note: string }) =>
      callApi(reportEndpoints.changeStatus, { params: { id }, body: { status, note } }),
    onSuccess: (saved, { id, status, note }) => {
      const now = saved?.status ?? status;
      updateListItems<ReportWithReporter>(queryClient, adminKeys.resource('reports'), (report, path) => {
        if (report.id !== id) return report;
        const filter = listedStatus(path);
        if (filter && filter !== now) return null;
        return { ...report, status: now, status_note: saved?.status_note ?? (note.trim() || null) };
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
