/**
 * Prescriptions (spec 01 /prescriptions and section 7) and their pharmacy checks
 * (docs/decisions/006): validation by public id and verification of the QR text are public, so that
 * anyone holding the paper can check it; they disclose only what dispensing needs. Dispensing takes a
 * partner pharmacy's or a unit panel's session (decision 023).
 */
import { prescriptionEndpoints as api } from '@saude/shared/contract/prescriptions';
import { publicRoute, requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { presentPrescription } from './prescriptions.presenters';
import { signerFor } from './prescriptions.qr';
import {
  dispense,
  issueFromAppointment,
  issueStandalone,
  listDispensedByPharmacy,
  listPrescriptions,
  validateByPublicId,
  verifyQr,
} from './prescriptions.service';

export function prescriptionsRoutes() {
  const app = apiRouter('/api/prescriptions');

  on(app, api.list, requirePermission('prescriptions:read'), ({ query }, c) =>
    listPrescriptions(c.var, query.cursor, query.limit),
  );

  on(app, api.issueFromAppointment, requirePermission('prescriptions:issue'), async ({ body }, c) =>
    presentPrescription(await issueFromAppointment(c.var, body)),
  );

  on(app, api.issueStandalone, requirePermission('prescriptions:issue'), async ({ body }, c) =>
    presentPrescription(await issueStandalone(c.var, body)),
  );

  on(app, api.validate, publicRoute(), async ({ params }, c) => {
    const view = await validateByPublicId(c.var.deps, params.publicId);
    c.header('Cache-Control', 'no-store');
    return view;
  });

  on(app, api.verify, publicRoute(), async ({ body }, c) => {
    const result = await verifyQr(c.var.deps, body.qr);
    c.header('Cache-Control', 'no-store');
    return result;
  });

  // Lets a partner pharmacy check signatures offline with the platform's public key.
  on(app, api.publicKey, publicRoute(), async (_input, c) => {
    const signer = await signerFor(c.var.deps);
    return { algorithm: 'Ed25519' as const, kid: signer.kid, public_key_pem: signer.publicKeyPem };
  });

  on(app, api.dispensed, requirePermission('pharmacy:dispensings'), async ({ query }, c) => {
    const { page, total } = await listDispensedByPharmacy(c.var, query.cursor, query.limit);
    c.header('Cache-Control', 'no-store');
    return { page, total };
  });

  on(app, api.dispense, requirePermission('prescriptions:dispense'), ({ params }, c) =>
    dispense(c.var, params.publicId),
  );

  return app;
}
