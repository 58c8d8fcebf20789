/** GET/POST /api/appointment-requests: the patient's requests (all of them for the health department). */
import { appointmentRequestEndpoints as api } from '@saude/shared/contract/appointments';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { cancelRequest, createRequest, listRequests } from './appointment-requests.service';

export function appointmentRequestsRoutes() {
  const app = apiRouter('/api/appointment-requests');
  on(app, api.list, requirePermission('appointment-requests:read'), ({ query }, c) =>
    listRequests(c.var, query),
  );
  on(app, api.create, requirePermission('appointment-requests:create'), ({ body }, c) =>
    createRequest(c.var, body),
  );
  on(app, api.cancel, requirePermission('appointment-requests:create'), ({ params }, c) =>
    cancelRequest(c.var, params.id),
  );
  return app;
}
