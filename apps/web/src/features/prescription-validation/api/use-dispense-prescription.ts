import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import { callApi } from '@/lib/api-client';
import { validationKeys } from './validation-keys';

/**
 * POST /api/prescriptions/:publicId/dispense (hospital/pharmacy session); refused when already done.
 * `dispense` sends one request at a time: a double tap's second press, which comes before the button
 * is drawn disabled, is dropped (else its 409 could stand on screen over the first press's success).
 * A refusal or a lost answer reads the prescription again (the query client's rule), so the page shows
 * whether and where it was dispensed.
 */
export function useDispensePrescription(publicId: string) {
  const queryClient = useQueryClient();
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: () => callApi(prescriptionEndpoints.dispense, { params: { publicId } }),
    onSuccess(validation) {
      queryClient.setQueryData(validationKeys.byPublicId(publicId), validation);
    },
    onSettled() {
      sending.current = false;
    },
  });
  const dispense = () => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate();
  };
  return { ...mutation, dispense };
}
