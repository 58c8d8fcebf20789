/**
 * A counter read from the database: a list's `X-Total-Count`, asked with `limit=1` so no rows travel.
 * Dashboards count this way, never by the length of a page they fetched.
 */
import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '@saude/shared/contract/endpoint';
import { getListAnswer, listPath, totalLabel, type ListSource } from '@/lib/api-list';

/** `version`: the answer's `versionHeader`, for a counter whose list names the state it was read at. */
export type ListTotal = { total: number; exact: boolean; label: string; version?: string };

export function useListTotal<E extends Endpoint>(
  queryKey: QueryKey,
  source: ListSource<E>,
  options: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return useQuery({ ...listTotalQuery(queryKey, source), ...options });
}

/** The counter's key and request, shared with the prefetches at boot. */
export function listTotalQuery<E extends Endpoint>(
  queryKey: QueryKey,
  source: ListSource<E>,
  { versionHeader }: { versionHeader?: string } = {},
) {
  const path = listPath(source);
  const url = `${path}${path.includes('?') ? '&' : '?'}limit=1`;
  return queryOptions({
    queryKey: [...queryKey, 'total', path],
    queryFn: async ({ signal }): Promise<ListTotal> => {
      const { page, headers } = await getListAnswer<unknown>(url, signal);
      const total: ListTotal = { total: page.total, exact: page.exact, label: totalLabel(page) };
      const version = versionHeader ? headers.get(versionHeader) : null;
      if (version) total.version = version;
      return total;
    },
  });
}

/** Asks again for every counter under `root` (after a change that moves rows between them). */
export function invalidateTotals(client: QueryClient, root: string) {
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === root && q.queryKey.includes('total'),
  });
}
