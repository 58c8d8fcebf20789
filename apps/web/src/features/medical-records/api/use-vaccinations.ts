import type { Vaccination } from '@saude/shared/schemas/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/health/vaccinations, newest first, in the reader's scope. */
export function useVaccinations() {
  return usePagedList<Vaccination>({
    queryKey: medicalRecordKeys.vaccinations,
    path: '/api/health/vaccinations',
  });
}
