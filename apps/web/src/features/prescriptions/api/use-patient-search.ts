import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { PatientSearchResult } from '@saude/shared/schemas/health';
import { api } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/** GET /api/patients/search?q=, only from the spec's minimum of 2 characters. */
export function usePatientSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: prescriptionKeys.patientSearch(q),
    queryFn: ({ signal }) =>
      api.get<PatientSearchResult[]>(`/api/patients/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= LIMITS.searchMinChars,
    staleTime: 30_000,
  });
}
