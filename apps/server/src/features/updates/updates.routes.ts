/**
 * GET /api/updates?since=ISO: the one call every signed-in client makes every 30 s (spec 01
 * section 7 'Update polling'). Conditional: the same question with nothing new answers 304.
 */
import { updateEndpoints as api } from '@saude/shared/contract/messages';
import { grantedTo, roleHas } from '@saude/shared/auth/permissions';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import { principalsOf } from '../../http/sessions';
import { pollUpdates } from './updates.service';

export function updatesRoutes() {
  const app = apiRouter('/api/updates');

  on(app, api.poll, requirePermission('updates:poll'), async ({ query }, c) => {
    const { since } = query;
    // requirePermission settled on one identity; the poll answers for each one that can poll.
    const all = await principalsOf(c);
    const principals = all.filter((p) => roleHas(p.role, 'updates:poll'));
    // The inbox the messages routes would serve this browser (the same choice as their access check).
    const reader = grantedTo(all, 'messages:inbox');
    const { answer, etag } = await pollUpdates(c.var.deps.db, principals, reader, since);
    if (since === undefined) {
      // The starting clock must never come from a cache: an old `now` would replay old news.
      c.header('Cache-Control', 'no-store');
      return answer;
    }
    // Revalidate every time (no-cache), but send the answer only when it changed.
    c.header('Cache-Control', 'private, no-cache');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return answer;
  });
  return app;
}
