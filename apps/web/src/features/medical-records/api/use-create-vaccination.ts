import { useMutation, useQueryClient } from '@tanstack/react-query';
import { healthCardEndpoints } from '@saude/shared/contract/health';
import type { VaccinationCreate } from '@saude/shared/schemas/health';
import { callApi } from '@/lib/api-client';
import { medicalRecordKeys } from './medical-record-keys';

/** POST /api/health/vaccinations (doctors). */
export function useCreateVaccination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VaccinationCreate) => callApi(healthCardEndpoints.recordVaccination, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicalRecordKeys.vaccinationsRoot }),
  });
}
