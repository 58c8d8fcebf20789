import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWipe, WipeAnswer } from '@saude/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type WipeTarget = 'patients' | 'users';

/**
 * DELETE /api/admin/patients/all or /api/admin/users/all. The server checks the typed CONFIRMAR and
 * the department member's own password again, so a left-open tab cannot wipe the city by itself.
 */
export function useWipe(target: WipeTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminWipe) => apiRequest<WipeAnswer>('DELETE', `/api/admin/${target}/all`, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
