import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRegister, StaffUser } from '@saude/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/staff/register: the department registers doctor, reception or department staff. */
export function useRegisterStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRegister) =>
      api.post<{ success: true; user: StaffUser }>('/api/staff/register', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('staff') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
