/** GET /api/admin/analytics?days=30 (mounted at /api/admin/analytics). */
import { Hono } from 'hono';
import { analyticsQuerySchema } from '@saude/shared/schemas/analytics';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { analytics } from './analytics.service';

export function analyticsRoutes() {
  const app = new Hono<AppEnv>();
  // Aggregates only, no personal data: nothing to add to the audit trail.
  app.get('/', requirePermission('admin:stats'), async (c) => {
    const { days } = parseWith(analyticsQuerySchema, c.req.query());
    return c.json(await analytics(c.var.deps.db, days));
  });
  return app;
}
