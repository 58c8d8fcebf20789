import { actionErrorMessage } from '@/lib/api-client';

/** Spec 01 section 8: 'Erro ao enviar solicitação: {error}' with the reason, else the retry text. */
export const requestErrorMessage = (error: unknown) =>
  actionErrorMessage(error, 'Erro ao enviar solicitação');

export const REQUEST_SUCCESS_MESSAGE =
  'Solicitação enviada com sucesso! Aguarde a aprovação da unidade de saúde.';
