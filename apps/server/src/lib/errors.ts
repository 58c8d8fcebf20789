/**
 * Failures a service reports in the domain's terms: what went wrong and the Portuguese message the
 * person reads. Services throw these and know nothing of HTTP; `http/errors.ts` answers each kind with
 * its status code, so the same service can serve a route, a job or a command-line tool.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  | 'too_many'
  /** An outside service (CEP, CPF, Google) failed to answer. */
  | 'upstream_failed'
  /** A feature this installation has not configured (Google sign-in, e-mail). */
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError('invalid', message);
export const unauthorized = (message = 'Sessão expirada ou inexistente. Faça login novamente.') =>
  new AppError('unauthenticated', message);
export const forbidden = (message = 'Acesso negado') => new AppError('forbidden', message);
export const notFound = (message = 'Não encontrado') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooLarge = (message: string) => new AppError('too_large', message);
export const unsupportedMedia = (message: string) => new AppError('unsupported_media', message);
export const tooMany = (message: string) => new AppError('too_many', message);
export const upstreamFailed = (message: string) => new AppError('upstream_failed', message);
export const unavailable = (message: string) => new AppError('unavailable', message);
