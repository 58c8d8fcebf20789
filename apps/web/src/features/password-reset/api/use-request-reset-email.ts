import { useMutation } from '@tanstack/react-query';
import type { RequestResetEmail, RequestResetEmailAnswer } from '@saude/shared/schemas/password-reset';
import { api } from '@/lib/api-client';

/**
 * POST /api/password-reset/email: the same answer whether or not the account has an e-mail, so the
 * form cannot be used to learn who is registered.
 */
export function useRequestResetEmail() {
  return useMutation({
    mutationFn: (body: RequestResetEmail) =>
      api.post<RequestResetEmailAnswer>('/api/password-reset/email', body),
  });
}
