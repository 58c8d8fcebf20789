/** GET /api/health-units: the active units offered in the appointment request form, in name order. */
import { Hono } from 'hono';
import { listQuerySchema } from '@saude/shared/schemas/list';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith } from '../../http/validate';
import { fromFlag } from '../../lib/booleans';
import { healthUnitsRepository } from './health-units.repository';

export function healthUnitsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('health-units:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const repo = healthUnitsRepository(c.var.deps.db);
    const [page, total] = await Promise.all([repo.listActive(cursor, limit), repo.countActive()]);
    const items = page.items.map((u) => ({ ...u, is_active: fromFlag(u.is_active) }));
    return listAnswer(c, { items, next: page.next }, total);
  });
  return app;
}
