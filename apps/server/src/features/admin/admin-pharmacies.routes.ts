/**
 * GET, POST /api/admin/pharmacies; PUT /api/admin/pharmacies/:id; PATCH /api/admin/pharmacies/:id/status
 * (docs/decisions/023-pharmacy-accounts.md).
 */
import { Hono } from 'hono';
import { adminListQuerySchema, adminStatusSchema } from '@saude/shared/schemas/admin';
import {
  PHARMACY_MESSAGES,
  pharmacyCreateSchema,
  pharmacyUpdateSchema,
} from '@saude/shared/schemas/pharmacies';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { auditChange, idOf, listAnswer } from './admin-http';
import {
  createPharmacy,
  listPharmacies,
  setPharmacyActive,
  updatePharmacy,
} from './admin-pharmacies.service';

export function adminPharmaciesRoutes() {
  const app = new Hono<AppEnv>();
  const target = 'pharmacy';

  app.get('/', requirePermission('admin:pharmacies'), async (c) => {
    const { q, cursor, limit } = parseWith(adminListQuerySchema, c.req.query());
    const { page, total } = await listPharmacies(c.var.deps.db, { q }, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('admin:pharmacies'), async (c) => {
    const input = await readJson(c, pharmacyCreateSchema);
    const user = await createPharmacy(c.var.deps.db, input);
    await auditChange(c, 'admin.pharmacy.created', target, user.id, { cnpj: user.cnpj });
    return c.json({ success: true, user }, 201);
  });

  app.put('/:id', requirePermission('admin:pharmacies'), async (c) => {
    const id = idOf(c, PHARMACY_MESSAGES.notFound);
    const input = await readJson(c, pharmacyUpdateSchema);
    const { user, passwordChanged } = await updatePharmacy(c.var.deps.db, id, input);
    await auditChange(c, 'admin.pharmacy.updated', target, id, { password_changed: passwordChanged });
    return c.json({ success: true, user });
  });

  app.patch('/:id/status', requirePermission('admin:pharmacies'), async (c) => {
    const id = idOf(c, PHARMACY_MESSAGES.notFound);
    const { is_active } = await readJson(c, adminStatusSchema);
    const user = await setPharmacyActive(c.var.deps.db, id, is_active);
    await auditChange(c, 'admin.pharmacy.status_changed', target, id, { is_active });
    return c.json({ success: true, user });
  });
  return app;
}
