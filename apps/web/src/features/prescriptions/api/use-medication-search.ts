import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { api } from '@/lib/api-client';
import { prescriptionKeys } from './prescription-keys';

/** GET /api/medications/search?q=: suggestions for the word being typed (from 2 characters). */
export function useMedicationSearch(word: string) {
  const q = word.trim();
  return useQuery({
    queryKey: prescriptionKeys.medicationSearch(q.toLowerCase()),
    queryFn: ({ signal }) =>
      api.get<string[]>(`/api/medications/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= LIMITS.searchMinChars,
    // The catalogue does not change while a doctor types; the server also lets it be cached.
    staleTime: 60 * 60_000,
  });
}
