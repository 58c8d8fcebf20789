import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { HospitalPatient } from '@saude/shared/schemas/hospital';
import { api } from '@/lib/api-client';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/patients/search?q=: only from 2 characters (spec 02 section 5). */
export function useHospitalPatientSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: hospitalKeys.patientSearch(term),
    queryFn: ({ signal }) =>
      api.get<HospitalPatient[]>(`/api/hospital/patients/search?q=${encodeURIComponent(term)}`, {
        signal,
      }),
    enabled: term.length >= LIMITS.searchMinChars,
  });
}
