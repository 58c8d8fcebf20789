import { isNetworkError } from '@/lib/api-client';
import { CONNECTION_PROBLEM } from '@/lib/connectivity';

export const UNEXPECTED_PROBLEM = 'Ocorreu um erro inesperado. Tente novamente.';

/** A lazy page that cannot be downloaded is a connection problem too. */
export function isConnectionFailure(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

export function describeError(error: unknown): string {
  return isConnectionFailure(error) ? CONNECTION_PROBLEM : UNEXPECTED_PROBLEM;
}
