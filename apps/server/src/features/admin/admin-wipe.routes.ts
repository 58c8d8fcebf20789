/** DELETE /api/admin/patients/all and DELETE /api/admin/users/all (admin:wipe). */
import type { Context, MiddlewareHandler } from 'hono';
import { adminEndpoints as api } from '@saude/shared/contract/admin';
import type { ParsedBodyOf } from '@saude/shared/contract/endpoint';
import { adminWipeSchema } from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission, type AccessMiddleware } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { statusOf } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { wipe, type WipeKind } from './admin-wipe.service';

const actionOf = (kind: WipeKind) => (kind === 'patients' ? 'admin.wipe.patients' : 'admin.wipe.all');

/** Refusals are kept too: repeated wrong passwords on a wipe are worth noticing. */
async function refused(c: Context<AppEnv>, kind: WipeKind, err: unknown): Promise<void> {
  if (!(err instanceof AppError)) return;
  await recordAudit(c.var, {
    actor: c.var.principal,
    action: `${actionOf(kind)}.refused`,
    details: { status: statusOf(err), reason: err.message },
  });
}

/**
 * The permission, then the confirmation read before the endpoint parses the body: a body that is
 * missing or not JSON is answered like a missing confirmation word (400, not the 415 of a malformed
 * request), and that refusal is kept in the trail like the others.
 */
function wipeAccess(kind: WipeKind): AccessMiddleware {
  const access = requirePermission('admin:wipe');
  const middleware: MiddlewareHandler<AppEnv> = (c, next) =>
    access(c, async () => {
      try {
        parseWith(adminWipeSchema, await c.req.json().catch(() => ({})));
      } catch (err) {
        await refused(c, kind, err);
        throw err;
      }
      await next();
    });
  return Object.assign(middleware, { access: access.access });
}

function wipeHandler(kind: WipeKind) {
  return async ({ body }: { body: ParsedBodyOf<typeof api.wipePatients> }, c: Context<AppEnv>) => {
    try {
      const deleted = await wipe(c.var, kind, body);
      await recordAudit(c.var, { actor: c.var.principal, action: actionOf(kind), details: { deleted } });
      return { success: true as const, deleted };
    } catch (err) {
      await refused(c, kind, err);
      throw err;
    }
  };
}

/** Mounted at /api/admin; the paths are fixed words, so they never meet the :id routes. */
export function adminWipeRoutes() {
  const app = apiRouter('/api/admin');
  on(app, api.wipePatients, wipeAccess('patients'), wipeHandler('patients'));
  on(app, api.wipeUsers, wipeAccess('all'), wipeHandler('all'));
  return app;
}
