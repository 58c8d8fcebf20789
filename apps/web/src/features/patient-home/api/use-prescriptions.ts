import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { loadList } from './load-list';

/** GET /api/prescriptions, newest first; the home shows the 3 most recent. */
export const recentPrescriptionsQuery = queryOptions({
  queryKey: ['patient-home', 'prescriptions'],
  queryFn: () =>
    loadList<Prescription>(`/api/prescriptions?page_size=${LIMITS.dashboardListSize}`, 'prescriptions'),
});

export function useRecentPrescriptions() {
  return useQuery(recentPrescriptionsQuery);
}
