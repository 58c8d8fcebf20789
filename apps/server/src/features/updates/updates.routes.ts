/**
 * GET /api/updates?since=ISO: the one call every signed-in client makes every 30 s (spec 01
 * section 7 'Update polling'). Conditional: the same question with nothing new answers 304.
 */
import { Hono } from 'hono';
import { updatesQuerySchema } from '@saude/shared/schemas/updates';
import type { AppEnv } from '../../http/context';
import { roleHas } from '@saude/shared/auth/permissions';
import { requirePermission } from '../../http/access';
import { principalsOf } from '../../http/sessions';
import { parseWith } from '../../http/validate';
import { pollUpdates } from './updates.service';

export function updatesRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', requirePermission('updates:poll'), async (c) => {
    const { since } = parseWith(updatesQuerySchema, c.req.query());
    // requirePermission settled on one identity; the poll answers for each one that can poll.
    const principals = (await principalsOf(c)).filter((p) => roleHas(p.role, 'updates:poll'));
    const { answer, etag } = await pollUpdates(c.var.deps.db, principals, since);
    if (since === undefined) {
      // The starting clock must never come from a cache: an old `now` would replay old news.
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    }
    // Revalidate every time (no-cache), but send the answer only when it changed.
    c.header('Cache-Control', 'private, no-cache');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json(answer);
  });
  return app;
}
