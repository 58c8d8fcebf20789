import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@saude/shared/schemas/audit';
import { getPage, withQuery } from '@/lib/api-list-page';

export type AuditFilters = {
  /** An exact code, or a prefix ending in '.' ('login.'). */
  action: string;
  actor_kind: string;
  /** Inclusive city dates, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  q: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = { action: '', actor_kind: '', from: '', to: '', q: '' };
export const AUDIT_PAGE_SIZE = 25;

export const auditKeys = {
  all: ['audit-events'] as const,
  page: (params: Record<string, string | number>) => ['audit-events', params] as const,
};

/** GET /api/admin/audit-events: one page of the trail, newest first, total in X-Total-Count. */
export function useAuditEvents(filters: AuditFilters, page: number) {
  const params = {
    action: filters.action,
    actor_kind: filters.actor_kind,
    from: filters.from,
    to: filters.to,
    q: filters.q.trim(),
    limit: AUDIT_PAGE_SIZE,
    offset: page * AUDIT_PAGE_SIZE,
  };
  return useQuery({
    queryKey: auditKeys.page(params),
    queryFn: ({ signal }) => getPage<AuditEvent>(withQuery('/api/admin/audit-events', params), signal),
    placeholderData: keepPreviousData,
  });
}
