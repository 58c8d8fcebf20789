import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { useListTotal } from '@/lib/use-list-total';
import { staffHomeKeys } from './staff-home-keys';

/** How many prescriptions the doctor issued, counted by the server (GET /api/prescriptions total). */
export function useIssuedPrescriptionsCount() {
  return useListTotal(staffHomeKeys.issued, issuedPrescriptionsSource);
}

export const issuedPrescriptionsSource = { endpoint: prescriptionEndpoints.list };
