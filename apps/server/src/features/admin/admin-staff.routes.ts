/** GET, POST /api/admin/staff; PUT /api/admin/staff/:id; PATCH /api/admin/staff/:id/status. */
import { adminStaffEndpoints } from '@saude/shared/contract/admin';
import { adminResourceRoutes } from './admin-resources.routes';
import { passwordDetails } from './admin-resources';
import { createStaff, listStaff, setStaffActive, updateStaff } from './admin-staff.service';

export const adminStaffRoutes = () =>
  adminResourceRoutes({
    endpoints: adminStaffEndpoints,
    resource: {
      name: 'staff',
      target: 'staff',
      create: createStaff,
      update: async (db, id, input) => passwordDetails(await updateStaff(db, id, input)),
      setActive: setStaffActive,
      createdDetails: (user) => ({ user_type: user.user_type }),
    },
    permission: 'admin:staff',
    answerKey: 'user',
    list: (ctx, { q, user_type, unit, cursor, limit }) =>
      listStaff(ctx.deps.db, { q, user_type, unit }, cursor, limit),
  });
