/**
 * GET /api/public-authority/summary, mounted as its own app beside the authority's sign-in routes and
 * its provisional-patient list. Only counts leave the database, so the read is not audited.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { authoritySummary } from './authority-panel.service';

export function authorityPanelRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('provisional-patients:read'), async (c) =>
    c.json(await authoritySummary(c.var.deps.db)),
  );
  return app;
}
