import { patientSearchReady, type PatientSearchResult } from '@saude/shared/schemas/health';
import { withQuery } from '@/lib/api-list';
import { usePagedList } from '@/lib/use-paged-list';
import { prescriptionKeys } from './prescription-keys';

/** GET /api/patients/search?q=: one page by name, only for a name from 3 characters or a whole CPF or cartão SUS (decision 027). */
export function usePatientSearch(query: string) {
  const q = query.trim();
  return usePagedList<PatientSearchResult>({
    queryKey: prescriptionKeys.patientSearch(q),
    path: withQuery('/api/patients/search', { q }),
    enabled: patientSearchReady(q),
  });
}
