/** GET /api/admin/analytics?days=30 (mounted at /api/admin/analytics). */
import { analyticsEndpoints as api } from '@saude/shared/contract/admin';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { analytics } from './analytics.service';

export function analyticsRoutes() {
  const app = apiRouter('/api/admin/analytics');
  // Aggregates only, no personal data: nothing to add to the audit trail.
  on(app, api.get, requirePermission('admin:stats'), ({ query }, c) => analytics(c.var.deps.db, query.days));
  return app;
}
