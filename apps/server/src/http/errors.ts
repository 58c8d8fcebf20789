/**
 * Errors as JSON `{ error: 'mensagem' }` with the right status; never a stack trace to the client.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';
import { INVALID_CURSOR_MESSAGE } from '@saude/shared/schemas/list';
import { InvalidCursorError } from '../db/keyset';
import { errorFields } from '../lib/logger';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sessão expirada ou inexistente. Faça login novamente.') =>
  new HttpError(401, message);
export const forbidden = (message = 'Acesso negado') => new HttpError(403, message);
export const notFound = (message = 'Não encontrado') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string) => new HttpError(429, message);

export function firstZodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Dados inválidos';
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof HttpError) return c.json({ error: err.message }, err.status);
  // A cursor of another list (or a forged one) fits the schema but not the list's sort key.
  if (err instanceof InvalidCursorError) return c.json({ error: INVALID_CURSOR_MESSAGE }, 400);
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 413 ? 'Conteúdo muito grande' : status === 400 ? 'Requisição inválida' : err.message;
    return c.json({ error: message || 'Erro na requisição' }, status);
  }
  c.var.deps?.logger.error('unhandled error', { reqId: c.var.requestId, ...errorFields(err) });
  return c.json({ error: 'Erro interno do servidor. Tente novamente.' }, 500);
}
