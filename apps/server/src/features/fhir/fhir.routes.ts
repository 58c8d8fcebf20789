/**
 * /api/fhir: a patient's record as a FHIR R4 Bundle (decision 033), answered as
 * `application/fhir+json`, the media type FHIR clients ask for.
 */
import { fhirEndpoints as api } from '@saude/shared/contract/fhir';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { ownEverything, patientEverything, type FhirBundle } from './fhir.service';

const fhirJson = (bundle: FhirBundle) =>
  new Response(JSON.stringify(bundle), {
    status: 200,
    headers: { 'content-type': 'application/fhir+json; charset=utf-8', 'cache-control': 'no-store' },
  });

export function fhirRoutes() {
  const app = apiRouter('/api/fhir');

  // Registered before the route by id, so `me` is never read as a patient's id.
  on(app, api.ownEverything, requirePermission('health-card:read-own'), async (_input, c) =>
    fhirJson(await ownEverything(c.var, c.req.url)),
  );

  on(app, api.patientEverything, requirePermission('fhir:patient-read'), async ({ params }, c) =>
    fhirJson(await patientEverything(c.var, params.id, c.req.url)),
  );

  return app;
}
