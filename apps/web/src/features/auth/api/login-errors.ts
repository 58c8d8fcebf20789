import { ApiError } from '@/lib/api-client';

/** Patient and staff login (spec 01 section 8): server text, default, or unknown. */
export function cpfLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Erro ao fazer login';
  return 'Erro desconhecido';
}

/**
 * Health department, hospital and public-authority logins (spec 02 section 8): server text or
 * 'Credenciais inválidas'; a request that never reached the server gets the retry message.
 */
export function institutionalLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Credenciais inválidas';
  return 'Erro ao fazer login. Tente novamente.';
}
