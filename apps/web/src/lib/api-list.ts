/**
 * Reading the one list contract (docs/decisions/013-one-list-contract.md): a JSON array body, the next
 * page's URL in `Link: <url>; rel="next"`, the total in `X-Total-Count`, and `X-Total-Count-Exact:
 * false` when the server stopped counting at its cap.
 */
import { nextLinkOf } from '@saude/shared/domain/list-link';
import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@saude/shared/domain/page-limits';
import { ApiError, apiExchange } from '@/lib/api-client';

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

export async function getListPage<T>(path: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const { data, headers } = await apiExchange<unknown>('GET', path, { signal });
  if (!Array.isArray(data)) throw new ApiError(200, null);
  const counted = Number(headers.get(TOTAL_COUNT_HEADER));
  return {
    items: data as T[],
    next: samePath(nextLinkOf(headers.get('Link'))),
    total: headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(counted) ? counted : data.length,
    exact: headers.get(TOTAL_EXACT_HEADER) !== 'false',
  };
}

/**
 * Every row of a short list, page after page (the units of a form's select, the doctors of the
 * approve dialog): for choices, where a person expects to see them all. Bounded, so a runaway list
 * cannot keep the browser busy.
 */
export async function getAllPages<T>(path: string, signal?: AbortSignal, maxPages = 20): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  for (let page = 0; next && page < maxPages; page++) {
    const answer: ListPage<T> = await getListPage<T>(next, signal);
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

/** '/path' plus the non-empty parameters, in the order given (stable cache keys and test URLs). */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
