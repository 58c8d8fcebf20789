import { ApiError } from '@/lib/api-client';

/** Spec 01 section 8: the server's reason when it gave one, otherwise the generic retry text. */
export function issueErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage)
    return `Erro ao emitir receita: ${error.serverMessage}`;
  return 'Erro ao emitir receita. Tente novamente.';
}

export const ISSUE_SUCCESS_MESSAGE =
  'Receita médica emitida com sucesso! O paciente poderá visualizar em seu painel.';
