/** Hospital panel, 'Pacientes' tab and 'Criar Paciente': search, details (audited) and registration. */
import { hospitalPatientEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { createPatient, getPatient, searchPatients } from './hospital-patients.service';

export function hospitalPatientsRoutes() {
  const app = apiRouter('/api/hospital');
  const access = requirePermission('hospital:patients');
  on(app, api.create, access, ({ body }, c) => createPatient(c.var, body));
  // Declared before /patients/:id so "search" is not taken for an id.
  on(app, api.search, access, ({ query }, c) => searchPatients(c.var, query));
  on(app, api.get, access, ({ params }, c) => getPatient(c.var, params.id));
  return app;
}
