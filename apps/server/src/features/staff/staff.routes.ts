/** POST /api/staff/register: the health department registers doctor, reception or department staff. */
import { staffEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { presentStaff } from '../auth/auth.presenters';
import { registerStaff } from './staff.service';

export function staffRoutes() {
  const app = apiRouter('/api/staff');
  on(app, api.register, requirePermission('admin:staff'), async ({ body }, c) => {
    const staff = await registerStaff(c.var, body);
    return { success: true as const, user: presentStaff(staff) };
  });
  return app;
}
