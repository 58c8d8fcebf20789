/**
 * Every API route declares its access: a permission from the shared table, or public.
 * The declaration is attached to the middleware so a test can enumerate the app's routes and
 * prove each one answers 401 without a session and 403 to every role that lacks its permission.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { grantedTo, type Permission } from '@saude/shared/auth/permissions';
import type { AppEnv, Principal } from './context';
import { forbidden, unauthorized } from '../lib/errors';
import { principalsOf } from './sessions';
import { recordAudit } from '../features/audit/audit.service';

export type Access = { type: 'public' } | { type: 'permission'; permission: Permission };
export type AccessMiddleware = MiddlewareHandler<AppEnv> & { access: Access };

export function requirePermission(permission: Permission): AccessMiddleware {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const principals = await principalsOf(c);
    if (principals.length === 0) throw unauthorized();
    const granted = grantedTo(principals, permission);
    if (!granted) {
      const [who] = principals;
      await recordAudit(c.var, {
        actor: who,
        action: 'access.denied',
        details: { permission, method: c.req.method, path: c.req.path },
      });
      throw forbidden();
    }
    c.set('principal', granted);
    await next();
  };
  return Object.assign(middleware, { access: { type: 'permission', permission } as const });
}

export function publicRoute(): AccessMiddleware {
  const middleware: MiddlewareHandler<AppEnv> = async (_c, next) => {
    await next();
  };
  return Object.assign(middleware, { access: { type: 'public' } as const });
}

export function principal(c: Context<AppEnv>): Principal {
  return c.var.principal;
}
