/** GET /api/admin/audit-events (mounted at /api/admin/audit-events): the department reads the trail. */
import { auditEndpoints as api } from '@saude/shared/contract/admin';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { listAuditEvents } from './audit.service';

export function auditRoutes() {
  const app = apiRouter('/api/admin/audit-events');
  on(app, api.list, requirePermission('admin:audit'), ({ query }, c) => listAuditEvents(c.var, query));
  return app;
}
