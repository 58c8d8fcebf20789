import { useMutation } from '@tanstack/react-query';
import type { ResetPassword, ResetPasswordAnswer } from '@saude/shared/schemas/password-reset';
import { api } from '@/lib/api-client';

/** POST /api/password-reset: a new password with a code; a code works once, so a repeat is refused. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) => api.post<ResetPasswordAnswer>('/api/password-reset', body),
  });
}
