/**
 * Query keys of the admin feature. A list is cached under its resource's key plus its path (filters
 * included), its counter under the same key plus 'total' (lib/use-paged-list.ts, lib/use-list-total.ts):
 * invalidating a resource asks its lists and counters again.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  reportPoints: () => ['admin', 'stats', 'report-points'] as const,
  resource: (resource: AdminResource) => ['admin', resource] as const,
};

export type AdminResource =
  | 'staff'
  | 'patients'
  | 'health-units'
  | 'hospital-administrators'
  | 'public-authorities'
  | 'pharmacies'
  | 'reports'
  | 'messages'
  | 'recipients'
  | 'all-prescriptions'
  | 'all-medical-records'
  | 'all-vaccinations'
  | 'all-exams';
