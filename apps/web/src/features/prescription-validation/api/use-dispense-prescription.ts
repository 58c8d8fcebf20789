import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrescriptionValidation } from '@saude/shared/schemas/prescriptions';
import { api } from '@/lib/api-client';
import { validationKeys } from './validation-keys';

/** POST /api/prescriptions/:publicId/dispense (hospital/pharmacy session); refused when already done. */
export function useDispensePrescription(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<PrescriptionValidation>(`/api/prescriptions/${encodeURIComponent(publicId)}/dispense`),
    onSuccess(validation) {
      queryClient.setQueryData(validationKeys.byPublicId(publicId), validation);
    },
  });
}
