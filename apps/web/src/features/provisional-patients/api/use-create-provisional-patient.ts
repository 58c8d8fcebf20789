import { useMutation } from '@tanstack/react-query';
import type {
  ProvisionalPatientCreate,
  ProvisionalPatientCreated,
} from '@saude/shared/schemas/provisional-patients';
import { api } from '@/lib/api-client';

/** POST /api/provisional-patients: answers the generated provisional_id. */
export function useCreateProvisionalPatient() {
  return useMutation({
    mutationFn: (body: ProvisionalPatientCreate) =>
      api.post<ProvisionalPatientCreated>('/api/provisional-patients', body),
  });
}
