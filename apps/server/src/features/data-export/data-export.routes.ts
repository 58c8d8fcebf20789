/**
 * The patient's own data (docs/decisions/039): the record as a file and the printable vaccination
 * card under /api/me; the public check of a card's QR code under /api/vaccination-card.
 */
import { dataExportEndpoints as api } from '@saude/shared/contract/data-export';
import { publicRoute, requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { exportOwnData } from './data-export.service';
import { ownVaccinationCard, verifyVaccinationCard } from './vaccination-card.service';

/** The $everything search the file holds, named as its Bundle's `self` link. */
const EVERYTHING_PATH = '/api/fhir/Patient/me/$everything';

export function myDataRoutes() {
  const app = apiRouter('/api/me');

  on(app, api.export, requirePermission('data-export:own'), async (_input, c) => {
    const { bundle, fileName } = await exportOwnData(
      c.var,
      `${c.var.deps.config.publicUrl}${EVERYTHING_PATH}`,
    );
    // Indented: the file is meant to be opened and read by the person it is about.
    return new Response(JSON.stringify(bundle, null, 2), {
      status: 200,
      headers: {
        'content-type': 'application/fhir+json; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
    });
  });

  on(app, api.vaccinationCard, requirePermission('health-card:read-own'), async (_input, c) => {
    c.header('Cache-Control', 'no-store');
    return ownVaccinationCard(c.var);
  });

  return app;
}

export function vaccinationCardRoutes() {
  const app = apiRouter('/api/vaccination-card');

  on(app, api.verifyVaccinationCard, publicRoute(), async ({ body }, c) => {
    const result = await verifyVaccinationCard(c.var.deps, body.qr);
    c.header('Cache-Control', 'no-store');
    return result;
  });

  return app;
}
