import { LIMITS } from '@saude/shared/domain/constants';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import { withQuery } from '@/lib/api-list';
import { usePagedList } from '@/lib/use-paged-list';
import { prescriptionKeys } from './prescription-keys';

/** GET /api/patients/search?q=: by name, page by page, only from the spec's minimum of 2 characters. */
export function usePatientSearch(query: string) {
  const q = query.trim();
  return usePagedList<PatientSearchResult>({
    queryKey: prescriptionKeys.patientSearch(q),
    path: withQuery('/api/patients/search', { q }),
    enabled: q.length >= LIMITS.searchMinChars,
  });
}
