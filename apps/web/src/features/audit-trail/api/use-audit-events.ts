import { auditEndpoints } from '@saude/shared/contract/admin';
import { usePagedList } from '@/lib/use-paged-list';

export type AuditFilters = {
  /** An exact code, or a family ending in '.' ('login.'). */
  action: string;
  actor_kind: string;
  /** Inclusive city dates, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  q: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = { action: '', actor_kind: '', from: '', to: '', q: '' };
/** A screen of the trail; "Carregar mais" reads the next. */
const AUDIT_PAGE_SIZE = 25;

const auditKeys = { all: ['audit-events'] as const };

/** GET /api/admin/audit-events: the trail, newest first, page by page; the total in X-Total-Count. */
export function useAuditEvents(filters: AuditFilters) {
  return usePagedList({
    ...auditEventsSource(filters),
    // Filters being changed keep the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
}

/** The list's key and first page, for the hook and for asking ahead (the admin panel's tab). */
export function auditEventsSource(filters: AuditFilters) {
  return {
    queryKey: auditKeys.all,
    endpoint: auditEndpoints.list,
    query: {
      action: filters.action,
      actor_kind: filters.actor_kind,
      from: filters.from,
      to: filters.to,
      q: filters.q.trim(),
      limit: AUDIT_PAGE_SIZE,
    },
  };
}
