import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, ItemOf } from '@saude/shared/contract/endpoint';
import { getListPage } from '@/lib/api-list';
import { listPath } from '@/lib/use-paged-list';

/**
 * One of the home's short blocks: the first `limit` rows of a list the server orders for it, with
 * the list's total (X-Total-Count), asked for exactly that many rather than cut from a bigger page.
 * The key starts with the list's feature, so what changes that list refreshes the block too.
 */
export const homeListQuery = <E extends Endpoint>(queryKey: QueryKey, endpoint: E, limit: number) =>
  queryOptions({
    queryKey: [...queryKey, 'home', limit],
    queryFn: ({ signal }) => getListPage<ItemOf<E>>(listPath({ endpoint, query: { limit } }), signal),
  });

/** @deprecated a path by hand: name the endpoint with homeListQuery. */
export const homePathListQuery = <T>(queryKey: QueryKey, path: string, limit: number) =>
  queryOptions({
    queryKey: [...queryKey, 'home', limit],
    queryFn: ({ signal }) => getListPage<T>(`${path}?limit=${limit}`, signal),
  });
