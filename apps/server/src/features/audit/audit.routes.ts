/** GET /api/admin/audit-events (mounted at /api/admin/audit-events): the department reads the trail. */
import { Hono } from 'hono';
import { auditEventsQuerySchema } from '@saude/shared/schemas/audit';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer, pageReadDetails } from '../../http/list-answer';
import { parseWith } from '../../http/validate';
import { listAuditEvents, recordAudit } from './audit.service';

export function auditRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('admin:audit'), async (c) => {
    const query = parseWith(auditEventsQuerySchema, c.req.query());
    const { page, total } = await listAuditEvents(c.var.deps.db, query);
    // The trail names people and what they looked at: who reads it, and with which filter, is kept too.
    const { limit, cursor, ...filter } = query;
    await recordAudit(c.var, {
      actor: c.var.principal,
      action: 'audit.read',
      targetType: 'audit_event',
      details: { ...filter, ...pageReadDetails({ limit, cursor }, page.items), total: total.total },
    });
    return listAnswer(c, page, total);
  });
  return app;
}
