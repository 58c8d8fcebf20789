/**
 * GET, POST /api/admin/hospital-administrators; PUT /api/admin/hospital-administrators/:id;
 * PATCH /api/admin/hospital-administrators/:id/status.
 */
import { adminHospitalAdminEndpoints } from '@saude/shared/contract/admin';
import { adminResourceRoutes } from './admin-resources.routes';
import {
  createHospitalAdmin,
  listHospitalAdmins,
  setHospitalAdminActive,
  updateHospitalAdmin,
} from './admin-hospital-admins.service';

export const adminHospitalAdminsRoutes = () =>
  adminResourceRoutes({
    endpoints: adminHospitalAdminEndpoints,
    resource: {
      name: 'hospital_administrator',
      target: 'hospital_administrator',
      create: createHospitalAdmin,
      // Which unit the panel account now runs is part of what changed.
      update: async (db, id, input) => {
        const { user, passwordChanged } = await updateHospitalAdmin(db, id, input);
        return {
          row: user,
          details: { health_unit_id: user.health_unit_id, password_changed: passwordChanged },
        };
      },
      setActive: setHospitalAdminActive,
      createdDetails: (user) => ({ health_unit_id: user.health_unit_id }),
    },
    permission: 'admin:hospital-administrators',
    answerKey: 'user',
    list: (ctx, { q, cursor, limit }) => listHospitalAdmins(ctx.deps.db, q, cursor, limit),
  });
