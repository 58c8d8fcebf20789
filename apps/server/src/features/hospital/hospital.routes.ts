/**
 * /api/hospital panel routes (spec 02 section 7), every one scoped to the signed-in account's unit.
 * Sign-in, me and logout live with the other session kinds in features/auth.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { hospitalCancellationsRoutes } from './hospital-cancellations.routes';
import { hospitalClinicalRoutes } from './hospital-clinical.routes';
import { hospitalDoctorsRoutes } from './hospital-doctors.routes';
import { hospitalPatientsRoutes } from './hospital-patients.routes';
import { hospitalRequestsRoutes } from './hospital-requests.routes';
import { hospitalStaffRoutes } from './hospital-staff.routes';

export function hospitalRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', hospitalRequestsRoutes());
  app.route('/', hospitalCancellationsRoutes());
  app.route('/', hospitalDoctorsRoutes());
  app.route('/', hospitalStaffRoutes());
  app.route('/', hospitalPatientsRoutes());
  app.route('/', hospitalClinicalRoutes());
  return app;
}
