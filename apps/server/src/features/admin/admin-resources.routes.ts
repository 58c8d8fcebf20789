/**
 * The four routes of every kind the department manages (admin-resources.ts), from the kind's
 * endpoints in the contract: GET / (a page of the list, under the list contract), POST /, PUT /:id
 * and PATCH /:id/status.
 */
import type { Endpoint, ParsedBodyOf, ParsedQueryOf } from '@saude/shared/contract/endpoint';
import type { Permission } from '@saude/shared/auth/permissions';
import type { adminStatusSchema } from '@saude/shared/schemas/admin';
import { requirePermission } from '../../http/access';
import { apiRouter, on, type EndpointResult } from '../../http/endpoint';
import type { ServiceContext } from '../../lib/service-context';
import type { Listed } from './admin-query';
import { createResource, setResourceActive, updateResource, type AdminResource } from './admin-resources';

/** A kind's endpoints (contract/admin.ts): the list, the creation, the edit and the status switch. */
type ResourceEndpoints = {
  list: Endpoint & { path: `/api/admin/${string}` };
  create: Endpoint;
  update: Endpoint;
  setActive: Endpoint & { body: typeof adminStatusSchema };
};

/**
 * The row an edit or a status switch names: both are `byId` endpoints in the contract, so the route
 * has already parsed `:id` into a positive integer (a malformed one is the kind's 404).
 */
const rowId = (params: unknown) => (params as { id: number }).id;

export function adminResourceRoutes<Row extends { id: number }, E extends ResourceEndpoints>(def: {
  endpoints: E;
  resource: AdminResource<Row, ParsedBodyOf<E['create']>, ParsedBodyOf<E['update']>>;
  permission: Permission;
  /** The answer's key for the saved row: `user` for accounts, `unit` for health units. */
  answerKey: 'user' | 'unit';
  list(ctx: ServiceContext, query: ParsedQueryOf<E['list']>): Promise<Listed<unknown>>;
}) {
  const { endpoints: api } = def;
  const app = apiRouter(api.list.path);
  const allowed = requirePermission(def.permission);
  const saved = <T extends Endpoint>(row: Row) =>
    ({ success: true, [def.answerKey]: row }) as unknown as EndpointResult<T>;

  on<E['list']>(app, api.list, allowed, async ({ query }, c) => {
    const listed = await def.list(c.var, query);
    return listed as EndpointResult<E['list']>;
  });

  on<E['create']>(app, api.create, allowed, async ({ body }, c) =>
    saved<E['create']>(await createResource(c.var, def.resource, body)),
  );

  on<E['update']>(app, api.update, allowed, async ({ params, body }, c) =>
    saved<E['update']>(await updateResource(c.var, def.resource, rowId(params), body)),
  );

  on<E['setActive']>(app, api.setActive, allowed, async ({ params, body }, c) =>
    saved<E['setActive']>(await setResourceActive(c.var, def.resource, rowId(params), body.is_active)),
  );
  return app;
}
