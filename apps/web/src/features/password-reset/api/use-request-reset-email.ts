import { useMutation } from '@tanstack/react-query';
import { passwordResetEndpoints } from '@saude/shared/contract/auth';
import type { RequestResetEmail } from '@saude/shared/schemas/password-reset';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/password-reset/email: the same answer whether or not the account has an e-mail, so the
 * form cannot be used to learn who is registered.
 */
export function useRequestResetEmail() {
  return useMutation({
    mutationFn: (body: RequestResetEmail) => callApi(passwordResetEndpoints.requestEmail, { body }),
  });
}
