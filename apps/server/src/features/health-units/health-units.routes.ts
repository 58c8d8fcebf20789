/** GET /api/health-units: the active units offered in the appointment request form, in name order. */
import { Hono } from 'hono';
import { listQuerySchema } from '@saude/shared/schemas/list';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith } from '../../http/validate';
import { listActiveUnits } from './health-units.service';

export function healthUnitsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('health-units:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listActiveUnits(c.var.deps.db, cursor, limit);
    return listAnswer(c, page, total);
  });
  return app;
}
