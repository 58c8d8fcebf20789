/** HTTP pieces the admin routes share. */
import type { Context } from 'hono';
import { idParam } from '@saude/shared/schemas/common';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';

/** A malformed id names no record: 404 with the record's own message, like an unknown id. */
export function idOf(c: Context<AppEnv>, notFoundMessage: string): number {
  const id = idParam.safeParse(c.req.param('id'));
  if (!id.success) throw notFound(notFoundMessage);
  return id.data;
}

export { listAnswer } from '../../http/list-answer';

/** Every change the department makes to an account is kept in the audit trail: who, what, which. */
export function auditChange(
  c: Context<AppEnv>,
  action: string,
  targetType: string,
  targetId: number,
  details?: Record<string, unknown>,
) {
  return recordAudit(c.var, { actor: c.var.principal, action, targetType, targetId, details });
}
