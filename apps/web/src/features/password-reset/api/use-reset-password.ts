import { useMutation } from '@tanstack/react-query';
import { passwordResetEndpoints } from '@saude/shared/contract/auth';
import type { ResetPassword } from '@saude/shared/schemas/password-reset';
import { callApi } from '@/lib/api-client';

/** POST /api/password-reset: a new password with a code; a code works once, so a repeat is refused. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) => callApi(passwordResetEndpoints.reset, { body }),
  });
}
