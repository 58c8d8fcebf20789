/**
 * Prescriptions (spec 01 /prescriptions and section 7) and their pharmacy checks
 * (docs/decisions/006): validation by public id and verification of the QR text are public, so that
 * anyone holding the paper can check it; they disclose only what dispensing needs. Dispensing takes a
 * partner pharmacy's or a unit panel's session (decision 023).
 */
import { Hono } from 'hono';
import { listQuerySchema } from '@saude/shared/schemas/list';
import {
  prescriptionFromAppointmentSchema,
  prescriptionVerifySchema,
  standalonePrescriptionSchema,
  type PrescriptionPublicKey,
} from '@saude/shared/schemas/prescriptions';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { notFound } from '../../lib/errors';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { presentPrescription } from './prescriptions.presenters';
import { signerFor } from './prescriptions.qr';
import {
  PRESCRIPTION_NOT_FOUND,
  dispense,
  issueFromAppointment,
  issueStandalone,
  listDispensedByPharmacy,
  listPrescriptions,
  validateByPublicId,
  verifyQr,
} from './prescriptions.service';

/** Public ids are 22 base64url characters; anything else cannot exist and costs no query. */
function publicIdParam(value: string): string {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(value)) throw notFound(PRESCRIPTION_NOT_FOUND);
  return value;
}

export function prescriptionsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requirePermission('prescriptions:read'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listPrescriptions(c.var, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('prescriptions:issue'), async (c) => {
    const input = await readJson(c, prescriptionFromAppointmentSchema);
    return c.json(presentPrescription(await issueFromAppointment(c.var, input)), 201);
  });

  app.post('/standalone', requirePermission('prescriptions:issue'), async (c) => {
    const input = await readJson(c, standalonePrescriptionSchema);
    return c.json(presentPrescription(await issueStandalone(c.var, input)), 201);
  });

  app.get('/validate/:publicId', publicRoute(), async (c) => {
    const view = await validateByPublicId(c.var.deps, publicIdParam(c.req.param('publicId')));
    c.header('Cache-Control', 'no-store');
    return c.json(view);
  });

  app.post('/verify', publicRoute(), async (c) => {
    const { qr } = await readJson(c, prescriptionVerifySchema);
    const result = await verifyQr(c.var.deps, qr);
    c.header('Cache-Control', 'no-store');
    return c.json(result);
  });

  // Lets a partner pharmacy check signatures offline with the platform's public key.
  app.get('/public-key', publicRoute(), async (c) => {
    const signer = await signerFor(c.var.deps);
    const body: PrescriptionPublicKey = {
      algorithm: 'Ed25519',
      kid: signer.kid,
      public_key_pem: signer.publicKeyPem,
    };
    return c.json(body);
  });

  app.get('/dispensed', requirePermission('pharmacy:dispensings'), async (c) => {
    const { cursor, limit } = parseWith(listQuerySchema, c.req.query());
    const { page, total } = await listDispensedByPharmacy(c.var, cursor, limit);
    c.header('Cache-Control', 'no-store');
    return listAnswer(c, page, total);
  });

  app.post('/:publicId/dispense', requirePermission('prescriptions:dispense'), async (c) => {
    const publicId = publicIdParam(c.req.param('publicId'));
    const validation = await dispense(c.var, publicId);
    return c.json(validation);
  });

  return app;
}
