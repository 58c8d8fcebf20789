/** Hospital panel, 'Solicitações' tab: the unit's appointment requests and the approve dialog's doctors. */
import { Hono } from 'hono';
import {
  approveRequestSchema,
  doctorDayQuerySchema,
  doctorOptionsQuerySchema,
  hospitalRequestListQuerySchema,
  rejectRequestSchema,
} from '@saude/shared/schemas/hospital';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { recordId } from './hospital-scope';
import {
  approveRequest,
  doctorDay,
  doctorOptions,
  listUnitRequests,
  rejectRequest,
  unitRequestCounts,
} from './hospital-requests.service';

const NOT_FOUND = 'Solicitação não encontrada';

export function hospitalRequestsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/appointment-requests', requirePermission('hospital:requests'), async (c) => {
    const query = parseWith(hospitalRequestListQuerySchema, c.req.query());
    const { page, total } = await listUnitRequests(c.var, query);
    return listAnswer(c, page, total);
  });
  app.get('/appointment-requests/counts', requirePermission('hospital:requests'), async (c) =>
    c.json(await unitRequestCounts(c.var)),
  );
  app.post('/appointment-requests/:id/approve', requirePermission('hospital:requests'), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const input = await readJson(c, approveRequestSchema);
    return c.json(await approveRequest(c.var, id, input));
  });
  app.post('/appointment-requests/:id/reject', requirePermission('hospital:requests'), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const input = await readJson(c, rejectRequestSchema);
    return c.json(await rejectRequest(c.var, id, input));
  });
  app.get('/doctor-day', requirePermission('hospital:requests'), async (c) => {
    const query = parseWith(doctorDayQuerySchema, c.req.query());
    return c.json(await doctorDay(c.var, query));
  });
  app.get('/doctor-options', requirePermission('hospital:requests'), async (c) => {
    const query = parseWith(doctorOptionsQuerySchema, c.req.query());
    const { page, total } = await doctorOptions(c.var, query);
    return listAnswer(c, page, total);
  });
  return app;
}
