/**
 * Inbox for patients, doctors, reception and public authorities; sending and the sent list for the
 * health department (spec 01 'Patient messages', spec 02 messages tab and authority inbox).
 */
import { messageEndpoints as api } from '@saude/shared/contract/messages';
import { INBOX_VERSION_HEADER } from '@saude/shared/domain/inbox-version';
import { requirePermission } from '../../http/access';
import { apiRouter, on } from '../../http/endpoint';
import {
  inbox,
  inboxState,
  listSent,
  markAllRead,
  markRead,
  searchRecipients,
  sendMessage,
} from './messages.service';

export function messagesRoutes() {
  const app = apiRouter('/api/messages');

  on(app, api.inbox, requirePermission('messages:inbox'), async ({ query }, c) => {
    const { unread, cursor, limit } = query;
    const { etag, version } = await inboxState(c.var, new URL(c.req.url).search);
    // Revalidate every time (no-cache), but send the page only when the inbox changed.
    c.header('Cache-Control', 'private, no-cache');
    c.header('ETag', etag);
    // The version this page was read at, as the update poll carries it: a client whose first poll
    // sees another knows a message came in between (decision 052).
    c.header(INBOX_VERSION_HEADER, version);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return inbox(c.var, { unread }, cursor, limit);
  });

  on(app, api.markRead, requirePermission('messages:inbox'), ({ params }, c) => markRead(c.var, params.id));

  on(app, api.markAllRead, requirePermission('messages:inbox'), ({ body }, c) =>
    markAllRead(c.var, body.up_to_id),
  );

  on(app, api.recipients, requirePermission('messages:send'), ({ query }, c) =>
    searchRecipients(c.var.deps.db, query.q, query.cursor, query.limit),
  );

  on(app, api.sent, requirePermission('messages:send'), ({ query }, c) =>
    listSent(c.var.deps.db, query.cursor, query.limit),
  );

  on(app, api.send, requirePermission('messages:send'), ({ body }, c) => sendMessage(c.var, body));
  return app;
}
