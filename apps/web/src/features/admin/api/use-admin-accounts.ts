/**
 * The five account lists of the department (spec 02 section 7): GET and POST /api/admin/<kind>,
 * PUT /api/admin/<kind>/:id and PATCH /api/admin/<kind>/:id/status with the opposite is_active.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import type {
  HospitalUser,
  PatientProfile,
  PublicAuthorityUser,
  StaffUser,
} from '@saude/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_LIMIT, adminKeys } from './admin-keys';
import { getPage, withQuery } from '@/lib/api-list-page';

export type AccountKinds = {
  staff: StaffUser;
  patients: PatientProfile;
  'health-units': AdminHealthUnit;
  'hospital-administrators': HospitalUser;
  'public-authorities': PublicAuthorityUser;
};
export type AccountKind = keyof AccountKinds;

/** GET /api/admin/<kind>?q=&user_type= (search runs in the database, see ARCHITECTURE 6). */
export function useAccountList<K extends AccountKind>(
  kind: K,
  filters: { q?: string; user_type?: string } = {},
) {
  const params = { q: filters.q?.trim() ?? '', user_type: filters.user_type ?? '' };
  return useQuery({
    queryKey: adminKeys.list(kind, params),
    queryFn: ({ signal }) =>
      getPage<AccountKinds[K]>(
        withQuery(`/api/admin/${kind}`, { ...params, limit: ADMIN_PAGE_LIMIT }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/<kind> (no id) or PUT /api/admin/<kind>/:id. */
export function useSaveAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id == null ? api.post(`/api/admin/${kind}`, body) : api.put(`/api/admin/${kind}/${id}`, body),
    onSuccess: () => invalidate(queryClient, kind),
  });
}

/** PATCH /api/admin/<kind>/:id/status with {is_active}: the caller sends the opposite value. */
export function useSetAccountActive(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: number; is_active: boolean }) =>
      api.patch(`/api/admin/${kind}/${id}/status`, { is_active }),
    onSuccess: () => invalidate(queryClient, kind),
  });
}

function invalidate(queryClient: ReturnType<typeof useQueryClient>, kind: AccountKind) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.resource(kind) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
}
