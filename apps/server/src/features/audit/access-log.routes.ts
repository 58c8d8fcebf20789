/** GET /api/me/access-log (mounted at /api/me/access-log): the patient's "Quem acessou meus dados". */
import { accessLogEndpoints as api } from '@saude/shared/contract/access-log';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { listMyAccessLog } from './access-log.service';

export function accessLogRoutes() {
  const app = apiRouter('/api/me/access-log');
  on(app, api.list, requirePermission('access-log:read-own'), ({ query }, c) =>
    listMyAccessLog(c.var, query),
  );
  return app;
}
