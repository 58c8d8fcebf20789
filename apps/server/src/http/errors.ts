/**
 * Errors as JSON `{ error: 'mensagem' }` with the right status; never a stack trace to the client.
 * Services throw `AppError`s (lib/errors.ts); this is the one place that turns them into statuses.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';
import { INVALID_CURSOR_MESSAGE } from '@saude/shared/schemas/list';
import { InvalidCursorError } from '../db/keyset';
import { AppError, type FailureKind } from '../lib/errors';
import { errorFields } from '../lib/logger';

/** The status each kind of failure is answered with. */
const STATUS: Record<FailureKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  too_many: 429,
  upstream_failed: 502,
  unavailable: 503,
};

/** PostgreSQL's SQLSTATE for a statement cancelled by its timeout (or by an administrator). */
const QUERY_CANCELED = '57014';
export const STATEMENT_CANCELLED_MESSAGE =
  'O sistema demorou demais para responder. Tente novamente em instantes.';

export const statusOf = (error: AppError): ContentfulStatusCode => STATUS[error.kind];

export function firstZodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Dados inválidos';
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return c.json({ error: err.message }, statusOf(err));
  // A cursor of another list (or a forged one) fits the schema but not the list's sort key.
  if (err instanceof InvalidCursorError) return c.json({ error: INVALID_CURSOR_MESSAGE }, 400);
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 413 ? 'Conteúdo muito grande' : status === 400 ? 'Requisição inválida' : err.message;
    return c.json({ error: message || 'Erro na requisição' }, status);
  }
  // PostgreSQL cancelled a statement past its bound (STATEMENT_TIMEOUTS in db/database.ts): the
  // request may be tried again; nothing was written, since the statement's transaction failed with it.
  if ((err as { code?: unknown }).code === QUERY_CANCELED) {
    c.var.deps?.logger.warn('statement cancelled', { reqId: c.var.requestId, ...errorFields(err) });
    return c.json({ error: STATEMENT_CANCELLED_MESSAGE }, 503);
  }
  c.var.deps?.logger.error('unhandled error', { reqId: c.var.requestId, ...errorFields(err) });
  return c.json({ error: 'Erro interno do servidor. Tente novamente.' }, 500);
}
