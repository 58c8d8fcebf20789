/**
 * POST /api/provisional-patients (doctors and reception) and
 * GET /api/public-authority/provisional-patients (public authorities, read-only and audited).
 */
import { provisionalPatientEndpoints as api } from '@saude/shared/contract/provisional-patients';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { listProvisionalPatients, registerProvisionalPatient } from './provisional-patients.service';

export function provisionalPatientsRoutes() {
  const app = apiRouter('/api/provisional-patients');
  on(app, api.create, requirePermission('provisional-patients:create'), ({ body }, c) =>
    registerProvisionalPatient(c.var, body),
  );
  return app;
}

/** Mounted at /api/public-authority/provisional-patients, next to the authority's own routes. */
export function authorityProvisionalPatientsRoutes() {
  const app = apiRouter('/api/public-authority/provisional-patients');
  on(app, api.list, requirePermission('provisional-patients:read'), ({ query }, c) =>
    listProvisionalPatients(c.var, query),
  );
  return app;
}
