/** Hospital panel, 'Solicitações' tab: the unit's appointment requests and the approve dialog's doctors. */
import { hospitalRequestEndpoints as api } from '@saude/shared/contract/hospital';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import {
  approveRequest,
  doctorDay,
  doctorOptions,
  listUnitRequests,
  rejectRequest,
  unitRequestCounts,
} from './hospital-requests.service';

export function hospitalRequestsRoutes() {
  const app = apiRouter('/api/hospital');
  const access = requirePermission('hospital:requests');
  on(app, api.list, access, ({ query }, c) => listUnitRequests(c.var, query));
  on(app, api.counts, access, (_input, c) => unitRequestCounts(c.var));
  on(app, api.approve, access, ({ params, body }, c) => approveRequest(c.var, params.id, body));
  on(app, api.reject, access, ({ params, body }, c) => rejectRequest(c.var, params.id, body));
  on(app, api.doctorDay, access, ({ query }, c) => doctorDay(c.var, query));
  on(app, api.doctorOptions, access, ({ query }, c) => doctorOptions(c.var, query));
  return app;
}
