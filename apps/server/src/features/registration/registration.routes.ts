/** POST /api/auth/patient/register: a person creates their patient account and is signed in. */
import { Hono } from 'hono';
import { patientRegistrationSchema, registrationCredentialsSchema } from '@saude/shared/schemas/registration';
import type { AppEnv } from '../../http/context';
import { publicRoute } from '../../http/access';
import { badRequest } from '../../lib/errors';
import { startSession } from '../../http/sessions';
import { parseWith } from '../../http/validate';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { presentPatient } from '../auth/auth.presenters';
import { registerPatient } from './registration.service';

export function registrationRoutes() {
  const app = new Hono<AppEnv>();
  // Each registration costs a password hash and up to 5 MB of photo.
  app.post('/register', publicRoute(), limitPerClient(ANONYMOUS_LIMITS.registration), async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('Corpo da requisição inválido (JSON esperado)');
    }
    // CPF, password and confirmation first, so the first message follows the spec's order.
    parseWith(registrationCredentialsSchema, body);
    const input = parseWith(patientRegistrationSchema, body);
    const patient = await registerPatient(c.var, input);
    await startSession(c, 'patient', patient.id);
    return c.json({ success: true, patient: presentPatient(patient) }, 201);
  });
  return app;
}
