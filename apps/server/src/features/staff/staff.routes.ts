/** POST /api/staff/register: the health department registers doctor, reception or department staff. */
import { Hono } from 'hono';
import { staffRegisterSchema } from '@saude/shared/schemas/auth';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { readJson } from '../../http/validate';
import { presentStaff } from '../auth/auth.presenters';
import { registerStaff } from './staff.service';

export function staffRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/register', requirePermission('admin:staff'), async (c) => {
    const input = await readJson(c, staffRegisterSchema);
    const staff = await registerStaff(c.var, input);
    return c.json({ success: true, user: presentStaff(staff) }, 201);
  });
  return app;
}
