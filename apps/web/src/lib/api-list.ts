/**
 * Reading the one list contract (docs/decisions/013-one-list-contract.md): a JSON array body, the next
 * page's URL in `Link: <url>; rel="next"`, the total in `X-Total-Count`, and `X-Total-Count-Exact:
 * false` when the server stopped counting at its cap.
 */
import { nextLinkOf } from '@saude/shared/domain/list-link';
import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@saude/shared/domain/page-limits';
import type { Endpoint, ItemOf } from '@saude/shared/contract/endpoint';
import { ApiError, apiExchange, endpointPath, type CallArgs } from '@/lib/api-client';

/** A list endpoint of the contract, with its path parameters and filters (`limit` among them). */
export type ListSource<E extends Endpoint> = { endpoint: E } & Pick<CallArgs<E>, 'params' | 'query'>;

/** The first page's path (also the cache key's last part, so each filter is cached apart). */
export function listPath(source: { endpoint: Endpoint; params?: unknown; query?: unknown }): string {
  return endpointPath(source.endpoint, source);
}

export type ListPage<T> = {
  items: T[];
  /** Same-origin path and query of the next page, or null on the last one. */
  next: string | null;
  /** With `exact` false, a lower bound ("1.000+"). */
  total: number;
  exact: boolean;
};

/**
 * The next page's path: the server sends an absolute URL (any client can follow it); the app asks for
 * its path on its own origin, so a link can never send the session's requests elsewhere.
 */
function samePath(link: string | null): string | null {
  if (!link) return null;
  const url = new URL(link, window.location.href);
  return `${url.pathname}${url.search}`;
}

/** One page at `path`: a first page's (listPath) or the `next` of the page before. */
export async function getListPage<T>(path: string, signal?: AbortSignal): Promise<ListPage<T>> {
  return (await getListAnswer<T>(path, signal)).page;
}

/** The same page with the answer's headers, for a list whose answer says more than its rows. */
export async function getListAnswer<T>(
  path: string,
  signal?: AbortSignal,
): Promise<{ page: ListPage<T>; headers: Headers }> {
  const { data, headers } = await apiExchange<unknown>('GET', path, { signal });
  if (!Array.isArray(data)) throw new ApiError(200, null);
  const counted = Number(headers.get(TOTAL_COUNT_HEADER));
  const page = {
    items: data as T[],
    next: samePath(nextLinkOf(headers.get('Link'))),
    total: headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(counted) ? counted : data.length,
    exact: headers.get(TOTAL_EXACT_HEADER) !== 'false',
  };
  return { page, headers };
}

/** The first page of a list endpoint, its rows typed by the contract. */
export function readListPage<E extends Endpoint>(source: ListSource<E>, signal?: AbortSignal) {
  return getListPage<ItemOf<E>>(listPath(source), signal);
}

/**
 * Every row of a short list, page after page (the units of a form's select, the doctors of the
 * approve dialog): for choices, where a person expects to see them all. Bounded, so a runaway list
 * cannot keep the browser busy.
 */
export async function readAllPages<E extends Endpoint>(
  source: ListSource<E>,
  signal?: AbortSignal,
  maxPages = 20,
): Promise<ItemOf<E>[]> {
  const items: ItemOf<E>[] = [];
  let next: string | null = listPath(source);
  for (let page = 0; next && page < maxPages; page++) {
    const answer: ListPage<ItemOf<E>> = await getListPage<ItemOf<E>>(next, signal);
    items.push(...answer.items);
    next = answer.next;
  }
  return items;
}

/** A count in pt-BR digit grouping: 1768 -> "1.768". */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A list's total: "1.768", or "1.000+" when the server only knows "at least". */
export function totalLabel(page: Pick<ListPage<unknown>, 'total' | 'exact'> | undefined): string {
  if (!page) return '0';
  return page.exact ? formatCount(page.total) : `${formatCount(page.total)}+`;
}
