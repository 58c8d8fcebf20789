import { hospitalPatientEndpoints } from '@saude/shared/contract/hospital';
import { patientSearchReady } from '@saude/shared/schemas/health';
import { usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/**
 * GET /api/hospital/patients/search?q=: one page by name; only for a name from 3 characters or a whole
 * CPF or cartão SUS (decision 027).
 */
export function useHospitalPatientSearch(q: string) {
  const term = q.trim();
  return usePagedList({
    queryKey: hospitalKeys.patientSearch,
    endpoint: hospitalPatientEndpoints.search,
    query: { q: term },
    enabled: patientSearchReady(term),
  });
}
