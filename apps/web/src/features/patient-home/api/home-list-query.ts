import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '@saude/shared/contract/endpoint';
import { readListPage } from '@/lib/api-list';

/**
 * One of the home's short blocks: the first `limit` rows of a list the server orders for it, with
 * the list's total (X-Total-Count), asked for exactly that many rather than cut from a bigger page.
 * The key starts with the list's feature, so what changes that list refreshes the block too.
 */
export const homeListQuery = <E extends Endpoint>(queryKey: QueryKey, endpoint: E, limit: number) =>
  queryOptions({
    queryKey: [...queryKey, 'home', limit],
    queryFn: ({ signal }) => readListPage({ endpoint, query: { limit } } as { endpoint: E }, signal),
  });
