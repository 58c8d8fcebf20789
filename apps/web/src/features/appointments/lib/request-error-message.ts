import { ApiError } from '@/lib/api-client';

/** Spec 01 section 8: the server's reason when it gave one, otherwise the generic retry text. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage)
    return `Erro ao enviar solicitação: ${error.serverMessage}`;
  return 'Erro ao enviar solicitação. Tente novamente.';
}

export const REQUEST_SUCCESS_MESSAGE =
  'Solicitação enviada com sucesso! Aguarde a aprovação da unidade de saúde.';
