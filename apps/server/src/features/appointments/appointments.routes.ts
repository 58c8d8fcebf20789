/** /api/appointments: lists and details by role, and the staff's status actions. */
import { appointmentEndpoints as api } from '@saude/shared/contract/appointments';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { changeAppointmentStatus, getAppointment, listAppointments } from './appointments.service';
import { rescheduleOwnAppointment } from './appointment-cancellation.service';

export function appointmentsRoutes() {
  const app = apiRouter('/api/appointments');
  on(app, api.list, requirePermission('appointments:read'), ({ query }, c) => listAppointments(c.var, query));
  on(app, api.get, requirePermission('appointments:read'), ({ params }, c) =>
    getAppointment(c.var, params.id),
  );
  on(app, api.changeStatus, requirePermission('appointments:update-status'), ({ params, body }, c) =>
    changeAppointmentStatus(c.var, params.id, body),
  );
  // Only a patient can ask for a request, and only a patient reschedules (their own appointment).
  on(app, api.reschedule, requirePermission('appointment-requests:create'), ({ params, body }, c) =>
    rescheduleOwnAppointment(c.var, params.id, body),
  );
  return app;
}
