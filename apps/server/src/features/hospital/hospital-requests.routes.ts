/** Hospital panel, 'Solicitações' tab: the unit's appointment requests and the approve dialog's doctors. */
import { Hono } from 'hono';
import {
  approveRequestSchema,
  doctorOptionsQuerySchema,
  hospitalRequestListQuerySchema,
} from '@saude/shared/schemas/hospital';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { recordId, unitOf } from './hospital-scope';
import { approveRequest, doctorOptions, listUnitRequests, rejectRequest } from './hospital-requests.service';

const NOT_FOUND = 'Solicitação não encontrada';

export function hospitalRequestsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/appointment-requests', requirePermission('hospital:requests'), async (c) => {
    const query = parseWith(hospitalRequestListQuerySchema, c.req.query());
    return c.json(await listUnitRequests(c.var.deps.db, unitOf(c.var.principal), query));
  });
  app.post('/appointment-requests/:id/approve', requirePermission('hospital:requests'), async (c) => {
    const unitId = unitOf(c.var.principal);
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const input = await readJson(c, approveRequestSchema);
    return c.json(await approveRequest(c.var.deps.db, unitId, id, input));
  });
  app.post('/appointment-requests/:id/reject', requirePermission('hospital:requests'), async (c) => {
    const unitId = unitOf(c.var.principal);
    const id = recordId(c.req.param('id'), NOT_FOUND);
    return c.json(await rejectRequest(c.var.deps.db, unitId, id));
  });
  app.get('/doctor-options', requirePermission('hospital:requests'), async (c) => {
    const { specialty } = parseWith(doctorOptionsQuerySchema, c.req.query());
    return c.json(await doctorOptions(c.var.deps.db, unitOf(c.var.principal), specialty));
  });
  return app;
}
