/**
 * Append-only audit trail: sign-ins, failed sign-ins, denied access and reads of sensitive data.
 * Nothing in the product updates or deletes these rows.
 */
import type { z } from 'zod';
import { SYSTEM_ACTOR_KIND, type AuditEvent, type auditEventsQuerySchema } from '@saude/shared/schemas/audit';
import type { Page } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { Seek } from '@saude/shared/schemas/list';
import type { AppDeps, Principal, RequestContext, ServiceContext } from '../../lib/service-context';
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
  /**
   * The patients whose health data the read showed: each is told of it in "Quem acessou meus dados"
   * (decision 038), except a patient reading their own.
   */
  patientIds?: readonly number[];
};

/** Keeps one event, with where the request came from; a failed write is logged, never thrown. */
export async function recordAudit(ctx: RequestContext, entry: AuditEntry): Promise<void> {
  const { db, logger } = ctx.deps;
  const self = entry.actor?.kind === 'patient' ? entry.actor.id : null;
  try {
    await auditRepository(db).insert(
      {
        occurred_at: nowIso(),
        actor_kind: entry.actor?.kind ?? null,
        actor_id: entry.actor?.id ?? null,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId != null ? String(entry.targetId) : null,
        ip: ctx.clientIp ?? null,
        request_id: ctx.requestId ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
      },
      [...new Set(entry.patientIds ?? [])].filter((id) => id !== self),
    );
  } catch (err) {
    // An audit write must never be silently lost: log it in full so it can be recovered.
    logger.error('audit write failed', { entry, ...errorFields(err) });
  }
}

/**
 * Something the server did on its own (a background job, decision 036): the actor is the system,
 * with no account, address or request behind it. A failed write is logged, never thrown.
 */
export async function recordSystemAudit(
  deps: AppDeps,
  entry: Omit<AuditEntry, 'actor' | 'patientIds'>,
  at: string,
): Promise<void> {
  try {
    await auditRepository(deps.db).insert(
      {
        occurred_at: at,
        actor_kind: SYSTEM_ACTOR_KIND,
        actor_id: null,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId != null ? String(entry.targetId) : null,
        ip: null,
        request_id: null,
        details: entry.details ? JSON.stringify(entry.details) : null,
      },
      [],
    );
  } catch (err) {
    deps.logger.error('audit write failed', { entry, ...errorFields(err) });
  }
}

/**
 * What the trail keeps of a page of sensitive rows that someone read: which page (the id of the row it
 * started after, never the cursor's other values, which may be a name), its size and its rows.
 */
export function pageReadDetails(query: { limit: number; cursor?: Seek }, items: readonly { id: number }[]) {
  return {
    limit: query.limit,
    after: query.cursor?.key.at(-1),
    returned: items.length,
    ids: items.map((item) => item.id),
  };
}

/**
 * "This read of sensitive data is audited", declared by the service that reads it: the signed-in
 * principal as actor, the page's records in the details.
 */
export async function auditPageRead(
  ctx: ServiceContext,
  read: {
    action: string;
    targetType?: string;
    details?: Record<string, unknown>;
    /** Whose health data the page showed (decision 038). */
    patientIds?: readonly number[];
  },
  query: { limit: number; cursor?: Seek },
  items: readonly { id: number }[],
): Promise<void> {
  await recordAudit(ctx, {
    actor: ctx.principal,
    action: read.action,
    targetType: read.targetType,
    details: { ...read.details, ...pageReadDetails(query, items) },
    patientIds: read.patientIds,
  });
}

/**
 * A page of someone's health data (records, vaccines, exams): kept when staff, a unit or the department
 * read it (LGPD: sensitive data); a patient reading their own leaves no trace, as the trail is for who
 * read another person's data.
 */
export async function auditHealthRead(
  ctx: ServiceContext,
  read: { action: string; targetType?: string },
  query: { limit: number; cursor?: Seek },
  items: readonly { id: number; patient_id: number }[],
): Promise<void> {
  if (ctx.principal.role === 'patient') return;
  await auditPageRead(ctx, { ...read, patientIds: items.map((r) => r.patient_id) }, query, items);
}

/**
 * One patient's health data read by someone else (their allergies, their unit's card, their whole
 * record as FHIR): kept with the patient as target, and shown to that patient (decision 038).
 */
export async function auditPatientRead(
  ctx: ServiceContext,
  action: string,
  patientId: number,
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(ctx, {
    actor: ctx.principal,
    action,
    targetType: 'patient',
    targetId: patientId,
    details,
    patientIds: [patientId],
  });
}

/** A record the signed-in principal created, changed or read, with what the trail should keep. */
export async function auditAction(
  ctx: ServiceContext,
  action: string,
  target: { type: string; id?: string | number },
  details?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(ctx, {
    actor: ctx.principal,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

/** GET /api/admin/audit-events: a filtered page of the trail, newest first, with the filter's total. */
export async function listAuditEvents(
  ctx: ServiceContext,
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
  const repo = auditRepository(ctx.deps.db);
  const [page, total] = await Promise.all([repo.list(filter, query.cursor, query.limit), repo.count(filter)]);
  // The trail names people and what they looked at: who reads it, and with which filter, is kept too.
  const { limit, cursor, ...asked } = query;
  const read = { action: 'audit.read', targetType: 'audit_event', details: { ...asked, total: total.total } };
  await auditPageRead(ctx, read, { limit, cursor }, page.items);
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
