import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prescription, StandalonePrescription } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/** POST /api/prescriptions/standalone: issued to a patient found by search. */
export function useIssueStandalonePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandalonePrescription) =>
      api.post<Prescription>('/api/prescriptions/standalone', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}
