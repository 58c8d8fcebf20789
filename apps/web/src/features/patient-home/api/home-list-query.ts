import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { getListPage } from '@/lib/api-list';

/**
 * One of the home's short blocks: the first `limit` rows of a list the server orders for it, with
 * the list's total (X-Total-Count), asked for exactly that many rather than cut from a bigger page.
 * The key starts with the list's feature, so what changes that list refreshes the block too.
 */
export const homeListQuery = <T>(queryKey: QueryKey, path: string, limit: number) =>
  queryOptions({
    queryKey: [...queryKey, 'home', limit],
    queryFn: ({ signal }) => getListPage<T>(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}`, signal),
  });
