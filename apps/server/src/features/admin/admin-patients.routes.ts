/**
 * GET, POST /api/admin/patients; PUT /api/admin/patients/:id; PATCH /api/admin/patients/:id/status.
 * (DELETE /api/admin/patients/all is in admin-wipe.routes.ts.)
 */
import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  adminListQuerySchema,
  adminPatientCreateSchema,
  adminPatientUpdateSchema,
  adminStatusSchema,
} from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { auditChange, idOf, listAnswer } from './admin-http';
import { createPatient, listPatients, setPatientActive, updatePatient } from './admin-patients.service';

export function adminPatientsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requirePermission('admin:patients'), async (c) => {
    const query = parseWith(adminListQuerySchema, c.req.query());
    const { page, total } = await listPatients(c.var, query);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('admin:patients'), async (c) => {
    const input = await readJson(c, adminPatientCreateSchema);
    const user = await createPatient(c.var.deps.db, input);
    await auditChange(c, 'admin.patient.created', 'patient', user.id);
    return c.json({ success: true, user }, 201);
  });

  app.put('/:id', requirePermission('admin:patients'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.patientNotFound);
    const input = await readJson(c, adminPatientUpdateSchema);
    const { user, passwordChanged } = await updatePatient(c.var.deps.db, id, input);
    await auditChange(c, 'admin.patient.updated', 'patient', id, { password_changed: passwordChanged });
    return c.json({ success: true, user });
  });

  app.patch('/:id/status', requirePermission('admin:patients'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.patientNotFound);
    const { is_active } = await readJson(c, adminStatusSchema);
    const user = await setPatientActive(c.var.deps.db, id, is_active);
    await auditChange(c, 'admin.patient.status_changed', 'patient', id, { is_active });
    return c.json({ success: true, user });
  });
  return app;
}
