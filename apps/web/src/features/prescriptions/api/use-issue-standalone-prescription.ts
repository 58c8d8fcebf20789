import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import type { StandalonePrescription } from '@saude/shared/schemas/prescriptions';
import { callApi } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/** POST /api/prescriptions/standalone: issued to a patient found by search. */
export function useIssueStandalonePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandalonePrescription) => callApi(prescriptionEndpoints.issueStandalone, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}
