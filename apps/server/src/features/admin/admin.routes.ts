/**
 * The health department's administration API, mounted at /api/admin (spec 02 section 7). Each
 * account kind has its own sub-app; the wipes and the medical data sit beside them.
 */
import { adminEndpoints as api } from '@saude/shared/contract/admin';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { adminAuthoritiesRoutes } from './admin-authorities.routes';
import { adminHealthUnitsRoutes } from './admin-health-units.routes';
import { adminHospitalAdminsRoutes } from './admin-hospital-admins.routes';
import { adminMedicalDataRoutes } from './admin-medical-data.routes';
import { adminPatientsRoutes } from './admin-patients.routes';
import { adminPharmaciesRoutes } from './admin-pharmacies.routes';
import { adminStaffRoutes } from './admin-staff.routes';
import { adminStats, reportPoints } from './admin-stats.service';
import { adminWipeRoutes } from './admin-wipe.routes';

export function adminRoutes() {
  const app = apiRouter('/api/admin');
  on(app, api.stats, requirePermission('admin:stats'), (_, c) => adminStats(c.var.deps.db));
  on(app, api.reportPoints, requirePermission('admin:stats'), (_, c) => reportPoints(c.var.deps.db));
  // The fixed-word wipe paths are registered before the sub-apps' parameterised ones.
  app.route('/', adminWipeRoutes());
  app.route('/', adminMedicalDataRoutes());
  app.route('/staff', adminStaffRoutes());
  app.route('/patients', adminPatientsRoutes());
  app.route('/health-units', adminHealthUnitsRoutes());
  app.route('/hospital-administrators', adminHospitalAdminsRoutes());
  app.route('/public-authorities', adminAuthoritiesRoutes());
  app.route('/pharmacies', adminPharmaciesRoutes());
  return app;
}
