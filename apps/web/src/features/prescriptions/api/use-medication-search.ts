import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { medicationEndpoints } from '@saude/shared/contract/health';
import { readListPage } from '@/lib/api-list';
import { prescriptionKeys } from './prescription-keys';

/** How many suggestions the prescription field shows under the text. */
export const MEDICATION_SUGGESTIONS = 6;

/** GET /api/medications/search?q=&limit=6: suggestions for the word being typed (from 2 characters). */
export function useMedicationSearch(word: string) {
  const q = word.trim();
  return useQuery({
    queryKey: prescriptionKeys.medicationSearch(q.toLowerCase()),
    queryFn: async ({ signal }) =>
      (
        await readListPage(
          { endpoint: medicationEndpoints.search, query: { q, limit: MEDICATION_SUGGESTIONS } },
          signal,
        )
      ).items,
    enabled: q.length >= LIMITS.searchMinChars,
    // The catalogue does not change while a doctor types; the server also lets it be cached.
    staleTime: 60 * 60_000,
  });
}
