/** POST /api/auth/patient/register: a person creates their patient account and is signed in. */
import type { MiddlewareHandler } from 'hono';
import { registrationEndpoints as api } from '@saude/shared/contract/registration';
import { registrationCredentialsSchema } from '@saude/shared/schemas/registration';
import { publicRoute } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { apiRouter, on } from '../../http/endpoint';
import { badRequest } from '../../lib/errors';
import { startSession } from '../../http/sessions';
import { parseWith } from '../../http/validate';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { presentPatient } from '../auth/auth.presenters';
import { registerPatient } from './registration.service';

/**
 * CPF, password and confirmation are checked first, so the first message follows the spec's order;
 * on() then parses the whole body with the endpoint's schema (the request keeps the body it read).
 */
const credentialsFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Corpo da requisição inválido (JSON esperado)');
  }
  parseWith(registrationCredentialsSchema, body);
  await next();
};

export function registrationRoutes() {
  const app = apiRouter('/api/auth/patient');
  on(
    app,
    api.register,
    publicRoute(),
    async ({ body }, c) => {
      const patient = await registerPatient(c.var, body);
      await startSession(c, 'patient', patient.id);
      return { success: true as const, patient: presentPatient(patient) };
    },
    // Each registration costs a password hash and up to 5 MB of photo.
    { before: [limitPerClient(ANONYMOUS_LIMITS.registration), credentialsFirst] },
  );
  return app;
}
