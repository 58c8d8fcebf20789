/**
 * GET, POST /api/admin/hospital-administrators; PUT /api/admin/hospital-administrators/:id;
 * PATCH /api/admin/hospital-administrators/:id/status.
 */
import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  adminHospitalAdminCreateSchema,
  adminHospitalAdminUpdateSchema,
  adminListQuerySchema,
  adminStatusSchema,
} from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { auditChange, idOf, listAnswer } from './admin-http';
import {
  createHospitalAdmin,
  listHospitalAdmins,
  setHospitalAdminActive,
  updateHospitalAdmin,
} from './admin-hospital-admins.service';

export function adminHospitalAdminsRoutes() {
  const app = new Hono<AppEnv>();
  const target = 'hospital_administrator';

  app.get('/', requirePermission('admin:hospital-administrators'), async (c) => {
    const { q, cursor, limit } = parseWith(adminListQuerySchema, c.req.query());
    const { page, total } = await listHospitalAdmins(c.var.deps.db, q, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('admin:hospital-administrators'), async (c) => {
    const input = await readJson(c, adminHospitalAdminCreateSchema);
    const user = await createHospitalAdmin(c.var.deps.db, input);
    await auditChange(c, 'admin.hospital_administrator.created', target, user.id, {
      health_unit_id: user.health_unit_id,
    });
    return c.json({ success: true, user }, 201);
  });

  app.put('/:id', requirePermission('admin:hospital-administrators'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.hospitalAdminNotFound);
    const input = await readJson(c, adminHospitalAdminUpdateSchema);
    const { user, passwordChanged } = await updateHospitalAdmin(c.var.deps.db, id, input);
    await auditChange(c, 'admin.hospital_administrator.updated', target, id, {
      health_unit_id: user.health_unit_id,
      password_changed: passwordChanged,
    });
    return c.json({ success: true, user });
  });

  app.patch('/:id/status', requirePermission('admin:hospital-administrators'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.hospitalAdminNotFound);
    const { is_active } = await readJson(c, adminStatusSchema);
    const user = await setHospitalAdminActive(c.var.deps.db, id, is_active);
    await auditChange(c, 'admin.hospital_administrator.status_changed', target, id, { is_active });
    return c.json({ success: true, user });
  });
  return app;
}
