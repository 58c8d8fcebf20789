/**
 * GET /api/patients/search?q=: doctors find the patient of a standalone prescription.
 * GET /api/patients/{id}/allergies: what the doctor must see before prescribing (decision 019).
 */
import { patientEndpoints as api } from '@saude/shared/contract/health';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { patientAllergyCard, searchPatients } from './patients.service';

export function patientsRoutes() {
  const app = apiRouter('/api/patients');
  on(app, api.search, requirePermission('patients:search'), ({ query }, c) => searchPatients(c.var, query));
  on(app, api.allergies, requirePermission('patients:allergies'), ({ params }, c) =>
    patientAllergyCard(c.var, params.id),
  );
  return app;
}
