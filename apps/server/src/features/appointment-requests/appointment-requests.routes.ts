/** GET/POST /api/appointment-requests: the patient's requests (all of them for the health department). */
import { Hono } from 'hono';
import {
  appointmentRequestCreateSchema,
  appointmentRequestListQuerySchema,
} from '@saude/shared/schemas/appointments';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { createRequest, listRequests } from './appointment-requests.service';

export function appointmentRequestsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('appointment-requests:read'), async (c) => {
    const query = parseWith(appointmentRequestListQuerySchema, c.req.query());
    const { page, total } = await listRequests(c.var, query);
    return listAnswer(c, page, total);
  });
  app.post('/', requirePermission('appointment-requests:create'), async (c) => {
    const input = await readJson(c, appointmentRequestCreateSchema);
    return c.json(await createRequest(c.var, input), 201);
  });
  return app;
}
