/** GET, POST /api/admin/health-units; PUT /api/admin/health-units/:id; PATCH .../:id/status. */
import { adminHealthUnitEndpoints } from '@saude/shared/contract/admin';
import { adminResourceRoutes } from './admin-resources.routes';
import { createUnit, listUnits, setUnitActive, updateUnit } from './admin-health-units.service';

export const adminHealthUnitsRoutes = () =>
  adminResourceRoutes({
    endpoints: adminHealthUnitEndpoints,
    resource: {
      name: 'health_unit',
      target: 'health_unit',
      create: createUnit,
      update: async (db, id, input) => ({ row: await updateUnit(db, id, input) }),
      setActive: setUnitActive,
      createdDetails: (unit) => ({ name: unit.name }),
    },
    permission: 'admin:health-units',
    answerKey: 'unit',
    list: (ctx, { q, cursor, limit }) => listUnits(ctx.deps.db, q, cursor, limit),
  });
