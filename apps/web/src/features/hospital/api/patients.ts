import { LIMITS } from '@saude/shared/domain/constants';
import type { HospitalPatient } from '@saude/shared/schemas/hospital';
import { withQuery } from '@/lib/api-list';
import { usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/**
 * GET /api/hospital/patients/search?q=: by name, page by page; only from 2 characters (spec 02
 * section 5).
 */
export function useHospitalPatientSearch(q: string) {
  const term = q.trim();
  return usePagedList<HospitalPatient>({
    queryKey: hospitalKeys.patientSearch,
    path: withQuery('/api/hospital/patients/search', { q: term }),
    enabled: term.length >= LIMITS.searchMinChars,
  });
}
