/** GET, POST /api/admin/staff; PUT /api/admin/staff/:id; PATCH /api/admin/staff/:id/status. */
import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  adminStaffCreateSchema,
  adminStaffListQuerySchema,
  adminStaffUpdateSchema,
  adminStatusSchema,
} from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { auditChange, idOf, listAnswer } from './admin-http';
import { createStaff, listStaff, setStaffActive, updateStaff } from './admin-staff.service';

export function adminStaffRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requirePermission('admin:staff'), async (c) => {
    const { q, user_type, cursor, limit } = parseWith(adminStaffListQuerySchema, c.req.query());
    const { page, total } = await listStaff(c.var.deps.db, { q, user_type }, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('admin:staff'), async (c) => {
    const input = await readJson(c, adminStaffCreateSchema);
    const user = await createStaff(c.var.deps.db, input);
    await auditChange(c, 'admin.staff.created', 'staff', user.id, { user_type: user.user_type });
    return c.json({ success: true, user }, 201);
  });

  app.put('/:id', requirePermission('admin:staff'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.staffNotFound);
    const input = await readJson(c, adminStaffUpdateSchema);
    const { user, passwordChanged } = await updateStaff(c.var.deps.db, id, input);
    await auditChange(c, 'admin.staff.updated', 'staff', id, { password_changed: passwordChanged });
    return c.json({ success: true, user });
  });

  app.patch('/:id/status', requirePermission('admin:staff'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.staffNotFound);
    const { is_active } = await readJson(c, adminStatusSchema);
    const user = await setStaffActive(c.var.deps.db, id, is_active);
    await auditChange(c, 'admin.staff.status_changed', 'staff', id, { is_active });
    return c.json({ success: true, user });
  });
  return app;
}
