/**
 * GET, POST /api/admin/pharmacies; PUT /api/admin/pharmacies/:id; PATCH /api/admin/pharmacies/:id/status
 * (docs/decisions/023-pharmacy-accounts.md).
 */
import { adminPharmacyEndpoints } from '@saude/shared/contract/admin';
import { adminResourceRoutes } from './admin-resources.routes';
import { passwordDetails } from './admin-resources';
import {
  createPharmacy,
  listPharmacies,
  setPharmacyActive,
  updatePharmacy,
} from './admin-pharmacies.service';

export const adminPharmaciesRoutes = () =>
  adminResourceRoutes({
    endpoints: adminPharmacyEndpoints,
    resource: {
      name: 'pharmacy',
      target: 'pharmacy',
      create: createPharmacy,
      update: async (db, id, input) => passwordDetails(await updatePharmacy(db, id, input)),
      setActive: setPharmacyActive,
      createdDetails: (user) => ({ cnpj: user.cnpj }),
    },
    permission: 'admin:pharmacies',
    answerKey: 'user',
    list: (ctx, { q, cursor, limit }) => listPharmacies(ctx.deps.db, { q }, cursor, limit),
  });
