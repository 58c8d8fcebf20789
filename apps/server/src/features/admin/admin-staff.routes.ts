/** GET, POST /api/admin/staff; PUT /api/admin/staff/:id; PATCH /api/admin/staff/:id/status. */
import {
  ADMIN_MESSAGES,
  adminStaffCreateSchema,
  adminStaffListQuerySchema,
  adminStaffUpdateSchema,
} from '@saude/shared/schemas/admin';
import { adminResourceRoutes } from './admin-resources.routes';
import { passwordDetails } from './admin-resources';
import { createStaff, listStaff, setStaffActive, updateStaff } from './admin-staff.service';

export const adminStaffRoutes = () =>
  adminResourceRoutes({
    resource: {
      name: 'staff',
      target: 'staff',
      create: createStaff,
      update: async (db, id, input) => passwordDetails(await updateStaff(db, id, input)),
      setActive: setStaffActive,
      createdDetails: (user) => ({ user_type: user.user_type }),
    },
    permission: 'admin:staff',
    notFound: ADMIN_MESSAGES.staffNotFound,
    answerKey: 'user',
    schemas: {
      query: adminStaffListQuerySchema,
      create: adminStaffCreateSchema,
      update: adminStaffUpdateSchema,
    },
    list: (ctx, { q, user_type, cursor, limit }) => listStaff(ctx.deps.db, { q, user_type }, cursor, limit),
  });
