import { useMutation } from '@tanstack/react-query';
import { lookupEndpoints } from '@saude/shared/contract/registration';
import { LOOKUP_MESSAGES } from '@saude/shared/schemas/registration';
import { ApiError, callApi } from '@/lib/api-client';

/**
 * 404: the CEP does not exist. Another answer from the server (502: the CEP service failed) says to
 * fill the address in by hand; no answer at all is the connection.
 */
export function cepLookupErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOOKUP_MESSAGES.cepFailed;
  return error.status === 404 ? LOOKUP_MESSAGES.cepNotFound : LOOKUP_MESSAGES.cepUnavailable;
}

/** GET /api/lookup/cep/:cep (8 digits). */
export function useCepLookup() {
  return useMutation({
    mutationFn: (cep: string) => callApi(lookupEndpoints.cep, { params: { cep } }),
  });
}
