/**
 * How every list answers (docs/decisions/013-one-list-contract.md): a JSON array body, the total in
 * `X-Total-Count` (with `X-Total-Count-Exact`), and while more rows exist a
 * `Link: <url>; rel="next"` (RFC 8288) to the next page: this request's own URL, all its filters and
 * its limit kept, with the cursor of the page's last row.
 */
import type { Context } from 'hono';
import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@saude/shared/domain/page-limits';
import { encodeCursor } from '@saude/shared/schemas/list';
import type { Page } from '../db/keyset';
import type { Total } from '../db/list-total';
import type { AppEnv } from './context';
import { jsonAnswer } from './json-answer';

export function listAnswer<T>(c: Context<AppEnv>, page: Page<T>, total: Total) {
  c.header(TOTAL_COUNT_HEADER, String(total.total));
  c.header(TOTAL_EXACT_HEADER, String(total.exact));
  if (page.next) c.header('Link', `<${nextPageUrl(c, encodeCursor(page.next))}>; rel="next"`);
  return jsonAnswer(c, page.items);
}

/**
 * An absolute URL, so any client can follow it as is. Behind a proxy the request's own URL names the
 * internal address: the public one is used there.
 */
function nextPageUrl(c: Context<AppEnv>, cursor: string): string {
  const url = new URL(c.req.url);
  const { config } = c.var.deps;
  const origin = config.trustProxy ? new URL(config.publicUrl).origin : url.origin;
  url.searchParams.set('cursor', cursor);
  return `${origin}${url.pathname}${url.search}`;
}
