import { healthCardEndpoints } from '@saude/shared/contract/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/health/vaccinations, newest first, in the reader's scope. */
export function useVaccinations() {
  return usePagedList({
    queryKey: medicalRecordKeys.vaccinations,
    endpoint: healthCardEndpoints.listVaccinations,
  });
}
