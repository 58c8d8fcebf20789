/**
 * Append-only audit trail: sign-ins, failed sign-ins, denied access and reads of sensitive data.
 * Nothing in the product updates or deletes these rows.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditEvent, auditEventsQuerySchema } from '@saude/shared/schemas/audit';
import type { DB } from '../../db/types';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { Principal, RequestContext } from '../../lib/service-context';
import { nowIso } from '../../lib/time';
import { errorFields } from '../../lib/logger';
import { addDays, cityDayStartUtc } from '../../lib/city-calendar';
import { auditRepository, type AuditFilter } from './audit.repository';

export type AuditEntry = {
  actor?: Pick<Principal, 'kind' | 'id'> | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
};

/** Keeps one event, with where the request came from; a failed write is logged, never thrown. */
export async function recordAudit(ctx: RequestContext, entry: AuditEntry): Promise<void> {
  const { db, logger } = ctx.deps;
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
        ip: ctx.clientIp ?? null,
        request_id: ctx.requestId ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
      })
      .execute();
  } catch (err) {
    // An audit write must never be silently lost: log it in full so it can be recovered.
    logger.error('audit write failed', { entry, ...errorFields(err) });
  }
}

/** GET /api/admin/audit-events: a filtered page of the trail, newest first, with the filter's total. */
export async function listAuditEvents(
  db: Kysely<DB>,
  query: AuditEventsFilterInput,
): Promise<{ page: Page<AuditEvent>; total: Total }> {
  const filter: AuditFilter = {
    action: query.action,
    actorKind: query.actor_kind,
    targetType: query.target_type,
    // Dates are the city's calendar days, inclusive at both ends.
    start: query.from ? cityDayStartUtc(query.from) : undefined,
    end: query.to ? cityDayStartUtc(addDays(query.to, 1)) : undefined,
    q: query.q,
  };
  const repo = auditRepository(db);
  const [page, total] = await Promise.all([repo.list(filter, query.cursor, query.limit), repo.count(filter)]);
  const items = page.items.map((r) => ({
    ...r,
    actor_name: r.actor_name ?? null,
    details: parseDetails(r.details),
  }));
  return { page: { items, next: page.next }, total };
}

type AuditEventsFilterInput = z.output<typeof auditEventsQuerySchema>;

/** Details are JSON written by recordAudit; anything else is shown as it is rather than dropped. */
function parseDetails(text: string | null): Record<string, unknown> | null {
  if (text == null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { raw: text };
  }
}
