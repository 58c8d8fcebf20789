/** GET /api/health-units: the active units offered in the appointment request form. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { fromFlag } from '../../lib/booleans';
import { healthUnitsRepository } from './health-units.repository';

export function healthUnitsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('health-units:read'), async (c) => {
    const rows = await healthUnitsRepository(c.var.deps.db).listActive();
    return c.json(rows.map((u) => ({ ...u, is_active: fromFlag(u.is_active) })));
  });
  return app;
}
