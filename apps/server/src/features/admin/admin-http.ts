/** HTTP pieces the admin routes share. */
import type { Context } from 'hono';
import { TOTAL_EXACT_HEADER, idParam } from '@saude/shared/schemas/common';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.service';

/** A malformed id names no record: 404 with the record's own message, like an unknown id. */
export function idOf(c: Context<AppEnv>, notFoundMessage: string): number {
  const id = idParam.safeParse(c.req.param('id'));
  if (!id.success) throw notFound(notFoundMessage);
  return id.data;
}

/**
 * Paginated lists answer an array (as the spec's calls expect) with the total in a header; a list
 * whose total is capped (admin-query.ts) also says whether it is exact.
 */
export function listAnswer<T>(c: Context<AppEnv>, page: { items: T[]; total: number; exact?: boolean }) {
  c.header('X-Total-Count', String(page.total));
  if (page.exact !== undefined) c.header(TOTAL_EXACT_HEADER, String(page.exact));
  return c.json(page.items);
}

/** Every change the department makes to an account is kept in the audit trail: who, what, which. */
export function auditChange(
  c: Context<AppEnv>,
  action: string,
  targetType: string,
  targetId: number,
  details?: Record<string, unknown>,
) {
  return recordAudit(c, { actor: c.var.principal, action, targetType, targetId, details });
}
