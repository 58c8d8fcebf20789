/** DELETE /api/admin/patients/all and DELETE /api/admin/users/all (admin:wipe). */
import { Hono, type Context } from 'hono';
import { adminWipeSchema } from '@saude/shared/schemas/admin';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { statusOf } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { wipe, type WipeKind } from './admin-wipe.service';

function wipeHandler(kind: WipeKind) {
  return async (c: Context<AppEnv>) => {
    const action = kind === 'patients' ? 'admin.wipe.patients' : 'admin.wipe.all';
    try {
      // A body that is missing or not JSON is answered like a missing confirmation word.
      const input = parseWith(adminWipeSchema, await c.req.json().catch(() => ({})));
      const deleted = await wipe(c.var, kind, input);
      await recordAudit(c.var, { actor: c.var.principal, action, details: { deleted } });
      return c.json({ success: true, deleted });
    } catch (err) {
      // Refusals are kept too: repeated wrong passwords on a wipe are worth noticing.
      if (err instanceof AppError) {
        await recordAudit(c.var, {
          actor: c.var.principal,
          action: `${action}.refused`,
          details: { status: statusOf(err), reason: err.message },
        });
      }
      throw err;
    }
  };
}

/** Mounted at /api/admin; the paths are fixed words, so they never meet the :id routes. */
export function adminWipeRoutes() {
  const app = new Hono<AppEnv>();
  app.delete('/patients/all', requirePermission('admin:wipe'), wipeHandler('patients'));
  app.delete('/users/all', requirePermission('admin:wipe'), wipeHandler('all'));
  return app;
}
