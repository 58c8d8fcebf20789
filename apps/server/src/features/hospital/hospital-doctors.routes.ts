/** Hospital panel, 'Médicos' tab: the unit's autonomous doctors. */
import { hospitalDoctorEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { recordId } from './hospital-scope';
import { createDoctor, listDoctors, removeDoctor, updateDoctor } from './hospital-doctors.service';

const NOT_FOUND = 'Médico não encontrado';

export function hospitalDoctorsRoutes() {
  const app = apiRouter('/api/hospital');
  const access = requirePermission('hospital:doctors');
  on(app, api.list, access, ({ query }, c) => listDoctors(c.var, query));
  on(app, api.create, access, ({ body }, c) => createDoctor(c.var, body));
  on(app, api.update, access, ({ params, body }, c) =>
    updateDoctor(c.var, recordId(params.id, NOT_FOUND), body),
  );
  on(app, api.remove, access, ({ params }, c) => removeDoctor(c.var, recordId(params.id, NOT_FOUND)));
  return app;
}
