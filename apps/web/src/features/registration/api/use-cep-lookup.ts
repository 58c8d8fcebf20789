import { useMutation } from '@tanstack/react-query';
import { LOOKUP_MESSAGES, type CepLookupResult } from '@saude/shared/schemas/registration';
import { ApiError, api } from '@/lib/api-client';

/** 404 means the CEP does not exist; anything else (502, time-out, offline) is a failed lookup. */
export function cepLookupErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? LOOKUP_MESSAGES.cepNotFound
    : LOOKUP_MESSAGES.cepFailed;
}

/** GET /api/lookup/cep/:cep (8 digits). */
export function useCepLookup() {
  return useMutation({
    mutationFn: (cep: string) => api.get<CepLookupResult>(`/api/lookup/cep/${cep}`),
  });
}
