import { patientEndpoints } from '@saude/shared/contract/health';
import { patientSearchReady } from '@saude/shared/schemas/health';
import { usePagedList } from '@/lib/use-paged-list';
import { prescriptionKeys } from './prescription-keys';

/** GET /api/patients/search?q=: one page by name, only for a name from 3 characters or a whole CPF or cartão SUS (decision 027). */
export function usePatientSearch(query: string) {
  const q = query.trim();
  return usePagedList({
    queryKey: prescriptionKeys.patientSearch(q),
    endpoint: patientEndpoints.search,
    query: { q },
    enabled: patientSearchReady(q),
  });
}
