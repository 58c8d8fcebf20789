import { ApiError } from '@/lib/api-client';

/** Spec 01 section 8: the server's reason when it gave one, otherwise the generic retry text. */
export function issueErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage)
    return `Erro ao emitir receita: ${error.serverMessage}`;
  return 'Erro ao emitir receita. Tente novamente.';
}

export const ISSUE_SUCCESS_MESSAGE =
  'Receita médica emitida com sucesso! O paciente poderá visualizar em seu painel.';

/** The server refused because the text names a recorded allergy the doctor has not confirmed (409). */
export function isAllergyRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && /alergia registrada/.test(error.serverMessage ?? '')
  );
}
