/**
 * Reading a list the way a client of the list contract does: first page, then each `Link: rel="next"`
 * until there is none. Checks the contract on every page as it goes (array body, X-Total-Count).
 */
import { nextLinkOf } from '@saude/shared/domain/list-link';
import { TOTAL_EXACT_HEADER } from '@saude/shared/domain/page-limits';
import { expect } from 'vitest';
import type { JsonResponse, TestClient } from './harness';

/** The next page's path and query, from the absolute URL of the Link header. */
export function nextPageOf(res: JsonResponse<unknown>): string | null {
  const link = nextLinkOf(res.headers.get('link'));
  if (!link) return null;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function totalOf(res: JsonResponse<unknown>) {
  return {
    total: Number(res.headers.get('x-total-count')),
    exact: res.headers.get(TOTAL_EXACT_HEADER) === 'true',
  };
}

export async function readAllPages<T>(client: TestClient, path: string, maxPages = 500) {
  const items: T[] = [];
  const pages: JsonResponse<T[]>[] = [];
  let next: string | null = path;
  while (next) {
    if (pages.length === maxPages) throw new Error(`more than ${maxPages} pages at ${path}`);
    const res: JsonResponse<T[]> = await client.get<T[]>(next);
    if (res.status !== 200) throw new Error(`${next} answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (!Array.isArray(res.body)) throw new Error(`${next} did not answer an array`);
    if (!res.headers.has('x-total-count')) throw new Error(`${next} sent no X-Total-Count`);
    pages.push(res);
    items.push(...res.body);
    next = nextPageOf(res);
  }
  return { items, pages };
}

/** What the audit trail keeps of a page read (http/list-answer.ts pageReadDetails), for any page. */
export function pageRead(items: readonly { id: number }[]) {
  return expect.objectContaining({ returned: items.length, ids: items.map((item) => item.id) });
}
