/** GET /api/admin/audit-events (mounted at /api/admin/audit-events): the department reads the trail. */
import { Hono } from 'hono';
import { auditEventsQuerySchema } from '@saude/shared/schemas/audit';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith } from '../../http/validate';
import { listAuditEvents } from './audit.service';

export function auditRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('admin:audit'), async (c) => {
    const query = parseWith(auditEventsQuerySchema, c.req.query());
    const { page, total } = await listAuditEvents(c.var, query);
    return listAnswer(c, page, total);
  });
  return app;
}
