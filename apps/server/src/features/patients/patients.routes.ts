/**
 * GET /api/patients/search?q=: doctors find the patient of a standalone prescription.
 * GET /api/patients/{id}/allergies: what the doctor must see before prescribing (decision 019).
 */
import { idParam } from '@saude/shared/schemas/common';
import { patientEndpoints as api } from '@saude/shared/contract/health';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { notFound } from '../../lib/errors';
import { patientAllergyCard, searchPatients } from './patients.service';

/** A malformed id cannot name any patient. */
function patientId(raw: string): number {
  const id = idParam.safeParse(raw);
  if (!id.success) throw notFound('Paciente não encontrado');
  return id.data;
}

export function patientsRoutes() {
  const app = apiRouter('/api/patients');
  on(app, api.search, requirePermission('patients:search'), ({ query }, c) => searchPatients(c.var, query));
  on(app, api.allergies, requirePermission('patients:allergies'), ({ params }, c) =>
    patientAllergyCard(c.var, patientId(params.id)),
  );
  return app;
}
