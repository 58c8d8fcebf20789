/**
 * Inbox for patients, doctors, reception and public authorities; sending and the sent list for the
 * health department (spec 01 'Patient messages', spec 02 messages tab and authority inbox).
 */
import { Hono } from 'hono';
import {
  MESSAGE_MESSAGES,
  inboxQuerySchema,
  messageSendSchema,
  recipientSearchQuerySchema,
  sentMessagesQuerySchema,
} from '@saude/shared/schemas/messages';
import { idParam } from '@saude/shared/schemas/common';
import type { AppEnv } from '../../http/context';
import { requirePermission } from '../../http/access';
import { listAnswer } from '../../http/list-answer';
import { notFound } from '../../lib/errors';
import { parseWith, readJson } from '../../http/validate';
import { inbox, inboxEtag, listSent, markRead, searchRecipients, sendMessage } from './messages.service';

export function messagesRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/inbox', requirePermission('messages:inbox'), async (c) => {
    const { unread, cursor, limit } = parseWith(inboxQuerySchema, c.req.query());
    const etag = await inboxEtag(c.var, new URL(c.req.url).search);
    // Revalidate every time (no-cache), but send the page only when the inbox changed.
    c.header('Cache-Control', 'private, no-cache');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const { page, total } = await inbox(c.var, { unread }, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.patch('/:id/read', requirePermission('messages:inbox'), async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) throw notFound(MESSAGE_MESSAGES.notFound);
    return c.json(await markRead(c.var, id.data));
  });

  app.get('/recipients', requirePermission('messages:send'), async (c) => {
    const { q, cursor, limit } = parseWith(recipientSearchQuerySchema, c.req.query());
    const { page, total } = await searchRecipients(c.var.deps.db, q, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.get('/', requirePermission('messages:send'), async (c) => {
    const { cursor, limit } = parseWith(sentMessagesQuerySchema, c.req.query());
    const { page, total } = await listSent(c.var.deps.db, cursor, limit);
    return listAnswer(c, page, total);
  });

  app.post('/', requirePermission('messages:send'), async (c) => {
    const input = await readJson(c, messageSendSchema);
    const message = await sendMessage(c.var, input);
    return c.json(message, 201);
  });
  return app;
}
