import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@saude/shared/schemas/auth';
import { patientAccountEndpoints } from '@saude/shared/contract/auth';
import { callApi } from '@/lib/api-client';

/** POST /api/auth/patient/password: the other sessions of the account end; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => callApi(patientAccountEndpoints.changePassword, { body }),
  });
}
