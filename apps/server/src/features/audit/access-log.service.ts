/** GET /api/me/access-log: who read the signed-in patient's health data (decision 038). */
import { accessLogWhat, type AccessLogEntry } from '@saude/shared/schemas/access-log';
import { AUTHORITY_TYPE_LABELS, USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import type { Page, Seek } from '../../db/keyset';
import type { Total } from '../../db/list-total';
import type { ServiceContext } from '../../lib/service-context';
import { forbidden } from '../../lib/errors';
import { accessLogRepository } from './access-log.repository';

/** What each kind of reader is called; a staff member by their type, an authority by its kind. */
function roleLabel(r: {
  actor_kind: string | null;
  staff_type: string | null;
  authority_type: string | null;
}) {
  switch (r.actor_kind) {
    case 'staff':
      return USER_TYPE_LABELS[r.staff_type as keyof typeof USER_TYPE_LABELS] ?? 'Profissional de saúde';
    case 'hospital':
      return 'Unidade de saúde';
    case 'health_department':
      return 'Secretaria de Saúde';
    case 'public_authority':
      return AUTHORITY_TYPE_LABELS[r.authority_type as keyof typeof AUTHORITY_TYPE_LABELS] ?? 'Órgão público';
    case 'pharmacy':
      return 'Farmácia';
    default:
      return 'Profissional de saúde';
  }
}

export async function listMyAccessLog(
  ctx: ServiceContext,
  query: { cursor?: Seek; limit: number },
): Promise<{ page: Page<AccessLogEntry>; total: Total }> {
  const patientId = ctx.principal.patientId;
  if (ctx.principal.role !== 'patient' || patientId == null) throw forbidden();
  const repo = accessLogRepository(ctx.deps.db);
  const [page, total] = await Promise.all([
    repo.list(patientId, query.cursor, query.limit),
    repo.count(patientId),
  ]);
  const items = page.items.map((r) => ({
    id: r.id,
    occurred_at: r.occurred_at,
    actor_name: r.actor_name,
    actor_role: roleLabel(r),
    actor_unit: r.unit_name,
    action: r.action,
    what: accessLogWhat(r.action, r.target_type),
  }));
  return { page: { items, next: page.next }, total };
}
