import { PAGE_MAX } from '@saude/shared/domain/page-limits';

/** Query keys of the admin feature; every write invalidates its resource's lists and the stats. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  list: (resource: AdminResource, params: Record<string, string> = {}) =>
    ['admin', resource, params] as const,
  resource: (resource: AdminResource) => ['admin', resource] as const,
};

export type AdminResource =
  | 'staff'
  | 'patients'
  | 'health-units'
  | 'hospital-administrators'
  | 'public-authorities'
  | 'reports'
  | 'messages'
  | 'recipients'
  | 'all-prescriptions'
  | 'all-medical-records'
  | 'all-vaccinations'
  | 'all-exams';

/** Lists ask for the biggest page the server gives; searching narrows the rest down. */
export const ADMIN_PAGE_LIMIT = PAGE_MAX;
