import { useMutation } from '@tanstack/react-query';
import { lookupEndpoints } from '@saude/shared/contract/registration';
import { LOOKUP_MESSAGES } from '@saude/shared/schemas/registration';
import { ApiError, callApi } from '@/lib/api-client';

export const CPF_LOOKUP_CONNECTION_MESSAGE =
  'Erro na consulta de CPF. Verifique sua conexão e preencha os dados manualmente.';

/**
 * The server answers 400 'CPF inválido', 404/502 with the "fill in manually" text and 429 when
 * too many lookups were made; a request that never got an answer is a connection problem.
 */
export function cpfLookupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return LOOKUP_MESSAGES.cpfInvalid;
    return error.serverMessage ?? LOOKUP_MESSAGES.cpfUnavailable;
  }
  return CPF_LOOKUP_CONNECTION_MESSAGE;
}

/** GET /api/lookup/cpf/:cpf (11 digits with valid check digits). */
export function useCpfLookup() {
  return useMutation({
    mutationFn: (cpf: string) => callApi(lookupEndpoints.cpf, { params: { cpf } }),
  });
}
