/**
 * The admin lists answer an array with the total in the X-Total-Count header (the counts shown on
 * tabs). The shared client returns bodies only, so this reads the header beside it, with the same
 * credentials and the same ApiError on failure.
 */
import { TOTAL_EXACT_HEADER } from '@saude/shared/domain/page-limits';
import { ApiError } from '@/lib/api-client';

/**
 * `exact` is false when the server stopped counting at its cap (lists that grow with the city count at
 * most 1 000 rows: docs/decisions/011-bounded-lists.md); `total` is then a lower bound.
 */
export type Page<T> = { items: T[]; total: number; exact: boolean };

/** The count a tab shows: "1.000+" when the server only knows there are at least that many. */
export function totalLabel(page: Pick<Page<unknown>, 'total' | 'exact'> | undefined): string {
  if (!page) return '0';
  const digits = String(page.total).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return page.exact ? digits : `${digits}+`;
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

export async function getPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const response = await fetch(path, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // An empty or non-JSON body: handled below as a failed answer.
  }
  if (!response.ok) {
    const error =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : null;
    throw new ApiError(response.status, error);
  }
  if (!Array.isArray(data)) throw new ApiError(response.status, null);
  const header = Number(response.headers.get('X-Total-Count'));
  return {
    items: data as T[],
    total: Number.isFinite(header) && header > 0 ? header : data.length,
    exact: response.headers.get(TOTAL_EXACT_HEADER) !== 'false',
  };
}
