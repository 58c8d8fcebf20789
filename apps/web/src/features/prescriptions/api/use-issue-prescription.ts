import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import type { PrescriptionFromAppointment } from '@saude/shared/schemas/prescriptions';
import { callApi } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/** POST /api/prescriptions: issued from one of the doctor's appointments. */
export function useIssuePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrescriptionFromAppointment) =>
      callApi(prescriptionEndpoints.issueFromAppointment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}
