/**
 * GET, POST /api/admin/public-authorities; PUT /api/admin/public-authorities/:id;
 * PATCH /api/admin/public-authorities/:id/status.
 */
import { Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  adminAuthorityCreateSchema,
  adminAuthorityListQuerySchema,
  adminAuthorityUpdateSchema,
  adminStatusSchema,
} from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { auditChange, idOf, listAnswer } from './admin-http';
import {
  createAuthority,
  listAuthorities,
  setAuthorityActive,
  updateAuthority,
} from './admin-authorities.service';

export function adminAuthoritiesRoutes() {
  const app = new Hono<AppEnv>();
  const target = 'public_authority';

  app.get('/', requirePermission('admin:public-authorities'), async (c) => {
    const { q, authority_type, cursor, limit } = parseWith(adminAuthorityListQuerySchema, c.req.query());
    const { page, total } = await listAuthorities(c.var.deps.db, { q, authority_type }, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('admin:public-authorities'), async (c) => {
    const input = await readJson(c, adminAuthorityCreateSchema);
    const user = await createAuthority(c.var.deps.db, input);
    await auditChange(c, 'admin.public_authority.created', target, user.id, {
      authority_type: user.authority_type,
    });
    return c.json({ success: true, user }, 201);
  });

  app.put('/:id', requirePermission('admin:public-authorities'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.authorityNotFound);
    const input = await readJson(c, adminAuthorityUpdateSchema);
    const { user, passwordChanged } = await updateAuthority(c.var.deps.db, id, input);
    await auditChange(c, 'admin.public_authority.updated', target, id, { password_changed: passwordChanged });
    return c.json({ success: true, user });
  });

  app.patch('/:id/status', requirePermission('admin:public-authorities'), async (c) => {
    const id = idOf(c, ADMIN_MESSAGES.authorityNotFound);
    const { is_active } = await readJson(c, adminStatusSchema);
    const user = await setAuthorityActive(c.var.deps.db, id, is_active);
    await auditChange(c, 'admin.public_authority.status_changed', target, id, { is_active });
    return c.json({ success: true, user });
  });
  return app;
}
