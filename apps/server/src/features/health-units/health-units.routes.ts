/** GET /api/health-units: the active units offered in the appointment request form, in name order. */
import { healthUnitEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { listActiveUnits } from './health-units.service';

export function healthUnitsRoutes() {
  const app = apiRouter('/api/health-units');
  on(app, api.list, requirePermission('health-units:read'), ({ query }, c) =>
    listActiveUnits(c.var.deps.db, query.cursor, query.limit),
  );
  return app;
}
