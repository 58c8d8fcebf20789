import { ApiError, actionErrorMessage } from '@/lib/api-client';

/** Spec 01 section 8: 'Erro ao emitir receita: ...' with the reason, else the generic retry text. */
export const issueErrorMessage = (error: unknown) => actionErrorMessage(error, 'Erro ao emitir receita');

export const ISSUE_SUCCESS_MESSAGE =
  'Receita médica emitida com sucesso! O paciente poderá visualizar em seu painel.';

/** The server refused because the text names a recorded allergy the doctor has not confirmed (409). */
export function isAllergyRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && /alergia registrada/.test(error.serverMessage ?? '')
  );
}
