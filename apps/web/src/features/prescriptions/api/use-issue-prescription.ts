import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prescription, PrescriptionFromAppointment } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/** POST /api/prescriptions: issued from one of the doctor's appointments. */
export function useIssuePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrescriptionFromAppointment) => api.post<Prescription>('/api/prescriptions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all }),
  });
}
