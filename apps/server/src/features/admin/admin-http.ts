/** HTTP pieces the admin routes share. */
import type { Context, MiddlewareHandler } from 'hono';
import { idParam } from '@saude/shared/schemas/common';
import type { AccessMiddleware } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../lib/errors';

/** A malformed id names no record: 404 with the record's own message, like an unknown id. */
export function idOf(c: Context<AppEnv>, notFoundMessage: string): number {
  const id = idParam.safeParse(c.req.param('id'));
  if (!id.success) throw notFound(notFoundMessage);
  return id.data;
}

/**
 * The access check, then the id: a malformed id is the record's 404 before its body is read, so a
 * request naming no record is answered the same whatever it sends.
 */
export function thenId(access: AccessMiddleware, notFoundMessage: string): AccessMiddleware {
  const middleware: MiddlewareHandler<AppEnv> = (c, next) =>
    access(c, async () => {
      idOf(c, notFoundMessage);
      await next();
    });
  return Object.assign(middleware, { access: access.access });
}
