/**
 * The four routes of every kind the department manages (admin-resources.ts): GET / (a page of the
 * list, under the list contract), POST /, PUT /:id and PATCH /:id/status.
 */
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Permission } from '@saude/shared/auth/permissions';
import { adminStatusSchema } from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { parseWith, readJson } from '../../http/validate';
import type { ServiceContext } from '../../lib/service-context';
import type { Listed } from './admin-query';
import { createResource, setResourceActive, updateResource, type AdminResource } from './admin-resources';
import { idOf } from './admin-http';

export function adminResourceRoutes<
  Row extends { id: number },
  Q extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(def: {
  resource: AdminResource<Row, z.output<C>, z.output<U>>;
  permission: Permission;
  /** The message of a missing (or malformed) id. */
  notFound: string;
  /** The answer's key for the saved row: `user` for accounts, `unit` for health units. */
  answerKey: 'user' | 'unit';
  schemas: { query: Q; create: C; update: U };
  list(ctx: ServiceContext, query: z.output<Q>): Promise<Listed<unknown>>;
}) {
  const app = new Hono<AppEnv>();
  const allowed = requirePermission(def.permission);

  app.get('/', allowed, async (c) => {
    const { page, total } = await def.list(c.var, parseWith(def.schemas.query, c.req.query()));
    return listAnswer(c, page, total);
  });

  app.post('/', allowed, async (c) => {
    const row = await createResource(c.var, def.resource, await readJson(c, def.schemas.create));
    return c.json({ success: true, [def.answerKey]: row }, 201);
  });

  app.put('/:id', allowed, async (c) => {
    const id = idOf(c, def.notFound);
    const row = await updateResource(c.var, def.resource, id, await readJson(c, def.schemas.update));
    return c.json({ success: true, [def.answerKey]: row });
  });

  app.patch('/:id/status', allowed, async (c) => {
    const id = idOf(c, def.notFound);
    const { is_active } = await readJson(c, adminStatusSchema);
    const row = await setResourceActive(c.var, def.resource, id, is_active);
    return c.json({ success: true, [def.answerKey]: row });
  });
  return app;
}
