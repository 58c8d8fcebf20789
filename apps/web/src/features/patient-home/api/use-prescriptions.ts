import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { Prescription } from '@saude/shared/schemas/prescriptions';
import { homePathListQuery } from './home-list-query';

/** GET /api/prescriptions?limit=3: the 3 most recent (the server lists newest first). */
export const recentPrescriptionsQuery = homePathListQuery<Prescription>(
  ['prescriptions'],
  '/api/prescriptions',
  LIMITS.dashboardListSize,
);

export function useRecentPrescriptions() {
  return useQuery(recentPrescriptionsQuery);
}
