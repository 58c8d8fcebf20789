import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionEndpoints } from '@saude/shared/contract/prescriptions';
import type { PrescriptionVerification } from '@saude/shared/schemas/prescriptions';
import { callApi } from '@/lib/api-client';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
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
  const oneAtATime = useOneAtATime();
  const mutation = useMutation({
    mutationFn: () => callApi(prescriptionEndpoints.dispense, { params: { publicId } }),
    onSuccess(validation) {
      // Every way this prescription was asked about now reads "dispensed", but a forged link's
      // answer: it stays "Adulterada", never "conferida".
      queryClient.setQueriesData<PrescriptionVerification>(
        { queryKey: validationKeys.byPublicId(publicId) },
        (old) => (old && 'message' in old ? old : validation),
      );
    },
  });
  const dispense = () => oneAtATime((done) => mutation.mutate(undefined, { onSettled: done }));
  return { ...mutation, dispense };
}
