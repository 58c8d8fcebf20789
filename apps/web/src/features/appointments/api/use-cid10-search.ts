import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { cid10Endpoints } from '@saude/shared/contract/cid10';
import { readListPage } from '@/lib/api-list';

/** How many codes the diagnosis field offers under the text. */
export const CID10_SUGGESTIONS = 20;

/**
 * GET /api/cid10?q=&limit=20: codes for what the doctor typed (from 2 characters), with how many
 * the search found in all (more than those offered: the field asks for more words).
 */
export function useCid10Search(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['cid10', q.toLowerCase()],
    queryFn: async ({ signal }) => {
      const page = await readListPage(
        { endpoint: cid10Endpoints.search, query: { q, limit: CID10_SUGGESTIONS } },
        signal,
      );
      return { items: page.items, total: page.total };
    },
    enabled: q.length >= LIMITS.searchMinChars,
    // The table is part of the release; the server also lets an answer be kept for an hour.
    staleTime: 60 * 60_000,
  });
}
