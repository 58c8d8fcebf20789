/** HTTP pieces the admin routes share. */
import type { Context } from 'hono';
import { idParam } from '@saude/shared/schemas/common';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../lib/errors';

/** A malformed id names no record: 404 with the record's own message, like an unknown id. */
export function idOf(c: Context<AppEnv>, notFoundMessage: string): number {
  const id = idParam.safeParse(c.req.param('id'));
  if (!id.success) throw notFound(notFoundMessage);
  return id.data;
}

export { listAnswer } from '../../http/list-answer';
