import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@saude/shared/contract/admin';
import type { AdminWipe } from '@saude/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type WipeTarget = 'patients' | 'users';

const WIPES = { patients: adminEndpoints.wipePatients, users: adminEndpoints.wipeUsers };

/**
 * DELETE /api/admin/patients/all or /api/admin/users/all. The server checks the typed CONFIRMAR and
 * the department member's own password again, so a left-open tab cannot wipe the city by itself.
 */
export function useWipe(target: WipeTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminWipe) => callApi(WIPES[target], { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
