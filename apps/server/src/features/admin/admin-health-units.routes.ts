/** GET, POST /api/admin/health-units; PUT /api/admin/health-units/:id; PATCH .../:id/status. */
import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  adminHealthUnitSchema,
  adminListQuerySchema,
  adminStatusSchema,
} from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { auditChange, idOf, listAnswer } from './admin-http';
import { createUnit, listUnits, setUnitActive, updateUnit } from './admin-health-units.service';

export function adminHealthUnitsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requirePermission('admin:health-units'), async (c) => {
    const { q, cursor, limit } = parseWith(adminListQuerySchema, c.req.query());
    const { page, total } = await listUnits(c.var.deps.db, q, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('admin:health-units'), async (c) => {
    const input = await readJson(c, adminHealthUnitSchema);
    const unit = await createUnit(c.var.deps.db, input);
    await auditChange(c, 'admin.health_unit.created', 'health_unit', unit.id, { name: unit.name });
    return c.json({ success: true, unit }, 201);
  });

  app.put('/:id', requirePermission('admin:health-units'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.unitNotFound);
    const input = await readJson(c, adminHealthUnitSchema);
    const unit = await updateUnit(c.var.deps.db, id, input);
    await auditChange(c, 'admin.health_unit.updated', 'health_unit', id);
    return c.json({ success: true, unit });
  });

  app.patch('/:id/status', requirePermission('admin:health-units'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.unitNotFound);
    const { is_active } = await readJson(c, adminStatusSchema);
    const unit = await setUnitActive(c.var.deps.db, id, is_active);
    await auditChange(c, 'admin.health_unit.status_changed', 'health_unit', id, { is_active });
    return c.json({ success: true, unit });
  });
  return app;
}
