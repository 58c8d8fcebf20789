import { useQuery } from '@tanstack/react-query';
import type { Vaccination } from '@saude/shared/schemas/health';
import { api } from '@/lib/api-client';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/health/vaccinations */
export function useVaccinations() {
  return useQuery({
    queryKey: medicalRecordKeys.vaccinations,
    queryFn: ({ signal }) => api.get<Vaccination[]>('/api/health/vaccinations', { signal }),
  });
}
