/**
 * GET /api/lookup/cep/:cep, /cpf/:cpf (public, used while registering) and /reverse-geocode
 * (for the report dialog). Outside services sit behind the adapters in src/integrations.
 */
import { lookupEndpoints as api } from '@saude/shared/contract/registration';
import { LOOKUP_MESSAGES } from '@saude/shared/schemas/registration';
import { publicRoute, requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { ANONYMOUS_LIMITS, limitPerClient } from '../../http/rate-limit';
import { lookupCep, lookupCpf, reverseGeocode } from './lookups.service';

export function lookupsRoutes() {
  const app = apiRouter('/api/lookup');
  on(app, api.cep, publicRoute(), ({ params }, c) => lookupCep(c.var.deps, params.cep), {
    before: [limitPerClient(ANONYMOUS_LIMITS.cepLookup)],
  });
  // The CPF lookup reveals names and birth dates: slow enough that nobody pages through the register.
  on(app, api.cpf, publicRoute(), ({ params }, c) => lookupCpf(c.var, params.cpf), {
    before: [limitPerClient({ ...ANONYMOUS_LIMITS.cpfLookup, message: LOOKUP_MESSAGES.cpfTooMany })],
  });
  on(app, api.reverseGeocode, requirePermission('reports:create'), ({ query }, c) =>
    reverseGeocode(c.var.deps, query.lat, query.lon),
  );
  return app;
}
