/**
 * The admin lists answer an array with the total in the X-Total-Count header (the counts shown on
 * tabs). The shared client returns bodies only, so this reads the header beside it, with the same
 * credentials and the same ApiError on failure.
 */
import { ApiError } from '@/lib/api-client';

export type Page<T> = { items: T[]; total: number };

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
  return { items: data as T[], total: Number.isFinite(header) && header > 0 ? header : data.length };
}
