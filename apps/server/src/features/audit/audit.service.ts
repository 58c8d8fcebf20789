/**
 * Append-only audit trail: sign-ins, failed sign-ins, denied access and reads of sensitive data.
 * Nothing in the product updates or deletes these rows.
 */
import type { Context } from 'hono';
import type { AppEnv, Principal } from '../../http/context';
import { nowIso } from '../../lib/time';
import { errorFields } from '../../lib/logger';

export type AuditEntry = {
  actor?: Pick<Principal, 'kind' | 'id'> | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
};

export async function recordAudit(c: Context<AppEnv>, entry: AuditEntry): Promise<void> {
  const { db, logger } = c.var.deps;
  try {
    await db
      .insertInto('audit_events')
      .values({
        occurred_at: nowIso(),
        actor_kind: entry.actor?.kind ?? null,
        actor_id: entry.actor?.id ?? null,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId != null ? String(entry.targetId) : null,
        ip: c.var.clientIp ?? null,
        request_id: c.var.requestId ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
      })
      .execute();
  } catch (err) {
    // An audit write must never be silently lost: log it in full so it can be recovered.
    logger.error('audit write failed', { entry, ...errorFields(err) });
  }
}
