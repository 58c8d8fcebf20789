/**
 * GET, POST /api/admin/public-authorities; PUT /api/admin/public-authorities/:id;
 * PATCH /api/admin/public-authorities/:id/status.
 */
import { adminAuthorityEndpoints } from '@saude/shared/contract/admin';
import { adminResourceRoutes } from './admin-resources.routes';
import { passwordDetails } from './admin-resources';
import {
  createAuthority,
  listAuthorities,
  setAuthorityActive,
  updateAuthority,
} from './admin-authorities.service';

export const adminAuthoritiesRoutes = () =>
  adminResourceRoutes({
    endpoints: adminAuthorityEndpoints,
    resource: {
      name: 'public_authority',
      target: 'public_authority',
      create: createAuthority,
      update: async (db, id, input) => passwordDetails(await updateAuthority(db, id, input)),
      setActive: setAuthorityActive,
      createdDetails: (user) => ({ authority_type: user.authority_type }),
    },
    permission: 'admin:public-authorities',
    answerKey: 'user',
    list: (ctx, { q, authority_type, cursor, limit }) =>
      listAuthorities(ctx.deps.db, { q, authority_type }, cursor, limit),
  });
