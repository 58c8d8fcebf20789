import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { homeListQuery } from './home-list-query';

/** GET /api/prescriptions?limit=3: the 3 most recent (the server lists newest first). */
export const recentPrescriptionsQuery = homeListQuery(
  ['prescriptions'],
  prescriptionEndpoints.list,
  LIMITS.dashboardListSize,
);

export function useRecentPrescriptions() {
  return useQuery(recentPrescriptionsQuery);
}
