/** Hospital panel, 'Equipe' tab: employee doctors and receptionists of the unit. */
import { hospitalStaffEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { createStaffMember, listStaff, updateStaffMember } from './hospital-staff.service';

export function hospitalStaffRoutes() {
  const app = apiRouter('/api/hospital');
  const access = requirePermission('hospital:staff');
  on(app, api.list, access, ({ query }, c) => listStaff(c.var, query));
  on(app, api.create, access, ({ body }, c) => createStaffMember(c.var, body));
  on(app, api.update, access, ({ params, body }, c) => updateStaffMember(c.var, params.id, body));
  return app;
}
