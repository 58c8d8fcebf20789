/** /api/appointments: lists and details by role, and the staff's status actions. */
import { idParam } from '@saude/shared/schemas/common';
import { appointmentEndpoints as api } from '@saude/shared/contract/appointments';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { notFound } from '../../lib/errors';
import { changeAppointmentStatus, getAppointment, listAppointments } from './appointments.service';

/** A malformed id cannot name anyone's appointment. */
function appointmentId(raw: string): number {
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw notFound('Consulta não encontrada');
  return parsed.data;
}

export function appointmentsRoutes() {
  const app = apiRouter('/api/appointments');
  on(app, api.list, requirePermission('appointments:read'), ({ query }, c) => listAppointments(c.var, query));
  on(app, api.get, requirePermission('appointments:read'), ({ params }, c) =>
    getAppointment(c.var, appointmentId(params.id)),
  );
  on(app, api.changeStatus, requirePermission('appointments:update-status'), ({ params, body }, c) =>
    changeAppointmentStatus(c.var, appointmentId(params.id), body),
  );
  return app;
}
