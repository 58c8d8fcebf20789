/**
 * GET /api/lookup/cep/:cep, /cpf/:cpf (public, used while registering) and /reverse-geocode
 * (for the report dialog). Outside services sit behind the adapters in src/integrations.
 */
import { Hono } from 'hono';
import { LOOKUP_MESSAGES, reverseGeocodeQuerySchema } from '@saude/shared/schemas/registration';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { tooMany } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { createRateLimiter } from './lookups-rate-limit';
import { lookupCep, lookupCpf, reverseGeocode } from './lookups.service';

export const CPF_LOOKUPS_PER_MINUTE = 20;

export function lookupsRoutes() {
  const app = new Hono<AppEnv>();
  const cpfLimiter = createRateLimiter({ max: CPF_LOOKUPS_PER_MINUTE, windowMs: 60_000 });

  app.get('/cep/:cep', publicRoute(), async (c) => c.json(await lookupCep(c, c.req.param('cep'))));

  app.get('/cpf/:cpf', publicRoute(), async (c) => {
    if (!cpfLimiter.allow(c.var.clientIp)) throw tooMany(LOOKUP_MESSAGES.cpfTooMany);
    return c.json(await lookupCpf(c, c.req.param('cpf')));
  });

  app.get('/reverse-geocode', requirePermission('reports:create'), async (c) => {
    const { lat, lon } = parseWith(reverseGeocodeQuerySchema, c.req.query());
    return c.json(await reverseGeocode(c, lat, lon));
  });
  return app;
}
