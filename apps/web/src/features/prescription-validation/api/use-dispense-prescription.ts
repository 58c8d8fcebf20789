import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { callApi } from '@/lib/api-client';
import { validationKeys } from './validation-keys';

/** POST /api/prescriptions/:publicId/dispense (hospital/pharmacy session); refused when already done. */
export function useDispensePrescription(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(prescriptionEndpoints.dispense, { params: { publicId } }),
    onSuccess(validation) {
      queryClient.setQueryData(validationKeys.byPublicId(publicId), validation);
    },
  });
}
