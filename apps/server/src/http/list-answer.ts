/** How a paged list answers: an array (as the spec's calls expect) with its total in headers. */
import type { Context } from 'hono';
import { TOTAL_EXACT_HEADER } from '@saude/shared/schemas/common';
import type { AppEnv } from './context';

/**
 * The total goes in `X-Total-Count`; a list whose total is capped (features/admin/admin-query.ts) also
 * says whether it is exact.
 */
export function listAnswer<T>(c: Context<AppEnv>, page: { items: T[]; total: number; exact?: boolean }) {
  c.header('X-Total-Count', String(page.total));
  if (page.exact !== undefined) c.header(TOTAL_EXACT_HEADER, String(page.exact));
  return c.json(page.items);
}
