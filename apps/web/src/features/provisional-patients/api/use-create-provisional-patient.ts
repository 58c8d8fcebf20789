import { useMutation } from '@tanstack/react-query';
import { provisionalPatientEndpoints } from '@saude/shared/contract/provisional-patients';
import type { ProvisionalPatientCreate } from '@saude/shared/schemas/provisional-patients';
import { callApi } from '@/lib/api-client';

/** POST /api/provisional-patients: answers the generated provisional_id. */
export function useCreateProvisionalPatient() {
  return useMutation({
    mutationFn: (body: ProvisionalPatientCreate) => callApi(provisionalPatientEndpoints.create, { body }),
  });
}
