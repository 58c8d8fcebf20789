/** POST /api/auth/patient/register: a person creates their patient account and is signed in. */
import { registrationEndpoints as api } from '@saude/shared/contract/registration';
import { registrationCredentialsSchema } from '@saude/shared/schemas/registration';
import { publicRoute } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { badRequest } from '../../lib/errors';
import { startSession } from '../../http/sessions';
import { parseWith } from '../../http/validate';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { presentPatient } from '../auth/auth.presenters';
import { registerPatient } from './registration.service';

export function registrationRoutes() {
  const app = apiRouter('/api/auth/patient');
  // Each registration costs a password hash and up to 5 MB of photo.
  app.use('/register', limitPerClient(ANONYMOUS_LIMITS.registration));
  // CPF, password and confirmation first, so the first message follows the spec's order; on() then
  // parses the whole body with the endpoint's schema (the request keeps the body it read).
  app.use('/register', async (c, next) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('Corpo da requisição inválido (JSON esperado)');
    }
    parseWith(registrationCredentialsSchema, body);
    await next();
  });
  on(app, api.register, publicRoute(), async ({ body }, c) => {
    const patient = await registerPatient(c.var, body);
    await startSession(c, 'patient', patient.id);
    return { success: true as const, patient: presentPatient(patient) };
  });
  return app;
}
