/**
 * One paged list, read the way the server pages it (docs/decisions/013-one-list-contract.md): the
 * first page from `path` (filters and limit in its query), each next one from the previous answer's
 * `Link`. Every list screen uses this hook and the PagedList component.
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Endpoint, ItemOf } from '@saude/shared/contract/endpoint';
import { getListPage, listPath, type ListPage, type ListSource } from '@/lib/api-list';

export type PagedListOptions = {
  /** The feature's key for this list; the path is added to it, so each filter is cached apart. */
  queryKey: QueryKey;
  enabled?: boolean;
  /** Spec polling (30 s) for lists that must stay current (the hospital queue, inboxes). */
  refetchInterval?: number | false;
  /**
   * While a new filter's first page loads, keep showing the rows of the previous one (a search being
   * typed) instead of the loading state. Not for lists whose rows carry actions that the new filter
   * would not offer.
   */
  keepPreviousWhileLoading?: boolean;
};

export type PagedList<T> = {
  items: T[];
  total: number;
  exact: boolean;
  /** No page yet (first load). */
  isPending: boolean;
  /**
   * No page yet and none can come: the device is offline and this list was never saved on it. The
   * first page is asked for by itself once the connection returns.
   */
  isOffline?: boolean;
  /** The rows shown are the previous filter's, kept while the new one loads (keepPreviousWhileLoading). */
  isStale?: boolean;
  /** The first page failed (nothing to show). */
  isError: boolean;
  /** Why the last load failed (an ApiError carries the server's message), or null. */
  error: unknown;
  /** A further page failed; what was loaded stays. */
  loadMoreFailed: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
};

export type PagedData<T> = InfiniteData<ListPage<T>, string>;

export function usePagedList<E extends Endpoint>(
  options: PagedListOptions & ListSource<E>,
): PagedList<ItemOf<E>> {
  const { queryKey, enabled = true, refetchInterval, keepPreviousWhileLoading = false } = options;
  const path = listPath(options);
  const query = useInfiniteQuery({
    queryKey: [...queryKey, path],
    queryFn: ({ pageParam, signal }) => getListPage<ItemOf<E>>(pageParam, signal),
    initialPageParam: path,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    refetchInterval,
    placeholderData: keepPreviousWhileLoading ? keepPreviousData : undefined,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    items: pages.flatMap((p) => p.items),
    // The newest count: the first page is asked again on every refetch.
    total: first?.total ?? 0,
    exact: first?.exact ?? true,
    isPending: query.isPending,
    // TanStack pauses a query while the device is offline instead of failing it.
    isOffline: query.isPending && query.fetchStatus === 'paused',
    isStale: query.isPlaceholderData,
    isError: query.isError && pages.length === 0,
    error: query.error,
    loadMoreFailed: query.isFetchNextPageError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}

/**
 * Asks for a list's first page ahead of its component (a lazy tab whose code is still on its way), under
 * the key and path usePagedList gives the same options, so the component finds it when it mounts.
 */
export function prefetchPagedList<E extends Endpoint>(
  client: QueryClient,
  options: Pick<PagedListOptions, 'queryKey'> & ListSource<E>,
): Promise<void> {
  const path = listPath(options);
  return client.prefetchInfiniteQuery({
    queryKey: [...options.queryKey, path],
    queryFn: ({ pageParam, signal }) => getListPage<ItemOf<E>>(pageParam, signal),
    initialPageParam: path,
  });
}

const isPagedData = (data: unknown): data is PagedData<unknown> =>
  typeof data === 'object' && data !== null && Array.isArray((data as PagedData<unknown>).pages);

/**
 * Applies `change` to every loaded row of the lists under `queryKey` (a status changed on the server
 * shows at once, spec 01 section 4); returning null removes the row (it left a filtered list). `change`
 * is told each list's first path, with its filters in the query string.
 */
export function updateListItems<T>(
  client: QueryClient,
  queryKey: QueryKey,
  change: (item: T, listPath: string) => T | null,
) {
  for (const [key, data] of client.getQueriesData<PagedData<T>>({ queryKey })) {
    if (!isPagedData(data)) continue;
    const path = String(key[key.length - 1]);
    let removed = 0;
    const pages = data.pages.map((page) => {
      const items = page.items.flatMap((item) => {
        const changed = change(item, path);
        return changed === null ? [] : [changed];
      });
      removed += page.items.length - items.length;
      return { ...page, items };
    });
    // The total is read from the first page (usePagedList). A lower bound ("1.000+") stays as it is:
    // one row fewer than "more than a thousand" is still more than a thousand, not "999+".
    const [first, ...rest] = pages;
    if (!first) continue;
    const total = first.exact ? Math.max(0, first.total - removed) : first.total;
    client.setQueryData<PagedData<T>>(key, { ...data, pages: [{ ...first, total }, ...rest] });
  }
}
