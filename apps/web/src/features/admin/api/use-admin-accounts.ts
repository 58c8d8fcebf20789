/**
 * The account lists of the department (spec 02 section 7, and the partner pharmacies of decision 023): GET and POST /api/admin/<kind>,
 * PUT /api/admin/<kind>/:id and PATCH /api/admin/<kind>/:id/status with the opposite is_active.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import type {
  HospitalUser,
  PatientProfile,
  PublicAuthorityUser,
  StaffUser,
} from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { api } from '@/lib/api-client';
import { getAllPages, withQuery } from '@/lib/api-list';
import { updateListItems, usePagedList } from '@/lib/use-paged-list';
import { useListTotal } from '@/lib/use-list-total';
import { adminKeys } from './admin-keys';

export type AccountKinds = {
  staff: StaffUser;
  patients: PatientProfile;
  'health-units': AdminHealthUnit;
  'hospital-administrators': HospitalUser;
  'public-authorities': PublicAuthorityUser;
  pharmacies: PharmacyUser;
};
export type AccountKind = keyof AccountKinds;

export type AccountFilters = { q?: string; user_type?: string; authority_type?: string };

const listPath = (kind: AccountKind, filters: AccountFilters = {}) =>
  withQuery(`/api/admin/${kind}`, {
    q: filters.q?.trim(),
    user_type: filters.user_type,
    authority_type: filters.authority_type,
  });

/**
 * GET /api/admin/<kind>?q=&user_type=&authority_type=, newest first (the patients: by name when
 * searched), page by page; search and filters run in the database.
 */
export function useAccountList<K extends AccountKind>(kind: K, filters: AccountFilters = {}) {
  return usePagedList<AccountKinds[K]>({
    queryKey: adminKeys.resource(kind),
    path: listPath(kind, filters),
    // A search being typed keeps the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
}

/** How many accounts of a kind there are: the list's X-Total-Count ("1.000+" past the cap). */
export function useAccountTotal(kind: AccountKind) {
  return useListTotal(adminKeys.resource(kind), listPath(kind));
}

/** Every unit, for the choices of a form's select (a city has tens of units, not thousands). */
export function useAllUnits() {
  return useQuery({
    queryKey: [...adminKeys.resource('health-units'), 'all'],
    queryFn: ({ signal }) => getAllPages<AdminHealthUnit>('/api/admin/health-units?limit=100', signal),
  });
}

/** POST /api/admin/<kind> (no id) or PUT /api/admin/<kind>/:id: a new row goes to the top of the list. */
export function useSaveAccount(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id == null ? api.post(`/api/admin/${kind}`, body) : api.put(`/api/admin/${kind}/${id}`, body),
    onSuccess: () => invalidate(queryClient, kind),
  });
}

type Saved = { id: number; is_active: boolean };
/** `{ success, user }` for accounts, `{ success, unit }` for units: the row as it now is. */
type StatusAnswer = { user?: Saved; unit?: Saved };

/**
 * PATCH /api/admin/<kind>/:id/status with {is_active}: the caller sends the opposite value. The row
 * changes in the loaded pages at once; no list is filtered by status, so it stays where it is.
 */
export function useSetAccountActive(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: number; is_active: boolean }) =>
      api.patch<StatusAnswer>(`/api/admin/${kind}/${id}/status`, { is_active }),
    onSuccess: (answer, { id, is_active }) => {
      const saved = answer?.user ?? answer?.unit;
      updateListItems<Saved>(queryClient, adminKeys.resource(kind), (row) =>
        row.id === id ? { ...row, is_active, ...saved } : row,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}

function invalidate(queryClient: QueryClient, kind: AccountKind) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.resource(kind) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
}
