import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vaccination, VaccinationCreate } from '@saude/shared/schemas/health';
import { api } from '@/lib/api-client';
import { medicalRecordKeys } from './medical-record-keys';

/** POST /api/health/vaccinations (doctors). */
export function useCreateVaccination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VaccinationCreate) => api.post<Vaccination>('/api/health/vaccinations', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicalRecordKeys.vaccinationsRoot }),
  });
}
