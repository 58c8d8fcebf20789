import { healthCardEndpoints } from '@saude/shared/contract/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** The list's key and first page, for the hook and for asking ahead at boot (prefetch-medical-records.ts). */
export const vaccinationsSource = {
  queryKey: medicalRecordKeys.vaccinations,
  endpoint: healthCardEndpoints.listVaccinations,
};

/** GET /api/health/vaccinations, newest first, in the reader's scope. */
export function useVaccinations() {
  return usePagedList(vaccinationsSource);
}
