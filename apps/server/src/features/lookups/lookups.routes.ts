/**
 * GET /api/lookup/cep/:cep, /cpf/:cpf (public, used while registering) and /reverse-geocode
 * (for the report dialog). Outside services sit behind the adapters in src/integrations.
 */
import { Hono } from 'hono';
import { LOOKUP_MESSAGES, reverseGeocodeQuerySchema } from '@saude/shared/schemas/registration';
import type { AppEnv } from '../../http/context';
import { publicRoute, requirePermission } from '../../http/access';
import { parseWith } from '../../http/validate';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { lookupCep, lookupCpf, reverseGeocode } from './lookups.service';

export function lookupsRoutes() {
  const app = new Hono<AppEnv>();
  // The CPF lookup reveals names and birth dates: slow enough that nobody pages through the register.
  app.get('/cep/:cep', publicRoute(), limitPerClient(ANONYMOUS_LIMITS.cepLookup), async (c) =>
    c.json(await lookupCep(c.var.deps, c.req.param('cep'))),
  );

  app.get(
    '/cpf/:cpf',
    publicRoute(),
    limitPerClient({ ...ANONYMOUS_LIMITS.cpfLookup, message: LOOKUP_MESSAGES.cpfTooMany }),
    async (c) => c.json(await lookupCpf(c.var, c.req.param('cpf'))),
  );

  app.get('/reverse-geocode', requirePermission('reports:create'), async (c) => {
    const { lat, lon } = parseWith(reverseGeocodeQuerySchema, c.req.query());
    return c.json(await reverseGeocode(c.var.deps, lat, lon));
  });
  return app;
}
