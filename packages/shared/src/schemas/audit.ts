/**
 * The access trail (GET /api/admin/audit-events): who did what, when, from where. Reading it is
 * itself recorded ('audit.read').
 */
import { z } from 'zod';
import { PRINCIPAL_KINDS } from '../auth/roles';
import { isoDate } from './appointments';
import { listQuerySchema } from './list';

/** The kinds of actor an event can name: the principal kinds of sessions. */
export const AUDIT_ACTOR_KINDS = PRINCIPAL_KINDS;
/** The actor of what the server does on its own (a background job): no account, no request. */
export const SYSTEM_ACTOR_KIND = 'system';

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);
const shortText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, 'Filtro muito longo')
      .optional()
      .transform((v) => (v ? v : undefined)),
  );

/**
 * `?action=` is one code, or a family when it ends with '.': the codes with one more word ('login.'
 * matches 'login.failed', 'admin.staff.' matches 'admin.staff.created'). `from`/`to` are inclusive
 * city dates. With the list contract's `limit` and `cursor`: newest first, the total in X-Total-Count.
 */
export const auditEventsQuerySchema = listQuerySchema
  .extend({
    action: shortText(100),
    actor_kind: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_ACTOR_KINDS, { error: 'Tipo de usuário inválido' }).optional(),
    ),
    target_type: shortText(100),
    from: z.preprocess(blankToUndefined, isoDate('Data inicial inválida').optional()),
    to: z.preprocess(blankToUndefined, isoDate('Data final inválida').optional()),
    q: shortText(100),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'A data inicial deve ser anterior à final',
    path: ['from'],
  });
export type AuditEventsQuery = z.input<typeof auditEventsQuerySchema>;

/** One event of the trail. */
export const auditEventSchema = z.strictObject({
  id: z.number().int(),
  occurred_at: z.string(),
  actor_kind: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  /** The account's name at read time; null when the actor is gone or unknown. */
  actor_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.output<typeof auditEventSchema>;
