import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints } from '@saude/shared/contract/hospital';
import type { StaffRegister } from '@saude/shared/schemas/auth';
import { callApi } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/staff/register: the department registers doctor, reception or department staff. */
export function useRegisterStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRegister) => callApi(staffEndpoints.register, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('staff') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
