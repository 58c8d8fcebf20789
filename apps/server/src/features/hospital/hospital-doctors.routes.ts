/** Hospital panel, 'Médicos' tab: the unit's autonomous doctors. */
import { hospitalDoctorEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { createDoctor, listDoctors, removeDoctor, updateDoctor } from './hospital-doctors.service';

export function hospitalDoctorsRoutes() {
  const app = apiRouter('/api/hospital');
  const access = requirePermission('hospital:doctors');
  on(app, api.list, access, ({ query }, c) => listDoctors(c.var, query));
  on(app, api.create, access, ({ body }, c) => createDoctor(c.var, body));
  on(app, api.update, access, ({ params, body }, c) => updateDoctor(c.var, params.id, body));
  on(app, api.remove, access, ({ params }, c) => removeDoctor(c.var, params.id));
  return app;
}
