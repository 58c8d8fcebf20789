/** /api/appointments: lists and details by role, and the staff's status actions. */
import { Hono } from 'hono';
import { idParam } from '@saude/shared/schemas/common';
import {
  appointmentListQuerySchema,
  appointmentStatusUpdateSchema,
} from '@saude/shared/schemas/appointments';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { notFound } from '../../lib/errors';
import { parseWith, readJson } from '../../http/validate';
import { listAnswer } from '../../http/list-answer';
import { changeAppointmentStatus, getAppointment, listAppointments } from './appointments.service';

/** A malformed id cannot name anyone's appointment. */
function appointmentId(raw: string): number {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound('Consulta não encontrada');
  return parsed.data;
}

export function appointmentsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePermission('appointments:read'), async (c) => {
    const query = parseWith(appointmentListQuerySchema, c.req.query());
    const { page, total } = await listAppointments(c.var, query);
    return listAnswer(c, page, total);
  });
  app.get('/:id', requirePermission('appointments:read'), async (c) => {
    const id = appointmentId(c.req.param('id'));
    return c.json(await getAppointment(c.var, id));
  });
  app.patch('/:id/status', requirePermission('appointments:update-status'), async (c) => {
    const id = appointmentId(c.req.param('id'));
    const input = await readJson(c, appointmentStatusUpdateSchema);
    return c.json(await changeAppointmentStatus(c.var, id, input));
  });
  return app;
}
