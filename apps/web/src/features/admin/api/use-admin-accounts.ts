/**
 * The account lists of the department (spec 02 section 7, and the partner pharmacies of decision 023): GET and POST /api/admin/<kind>,
 * PUT /api/admin/<kind>/:id and PATCH /api/admin/<kind>/:id/status with the opposite is_active.
 */
import {
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  adminAuthorityEndpoints,
  adminHealthUnitEndpoints,
  adminHospitalAdminEndpoints,
  adminPatientEndpoints,
  adminPharmacyEndpoints,
  adminStaffEndpoints,
} from '@saude/shared/contract/admin';
import type { BodyOf, ItemOf } from '@saude/shared/contract/endpoint';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { readAllPages } from '@/lib/api-list';
import { updateListItems, usePagedList, type PagedList } from '@/lib/use-paged-list';
import { listTotalQuery, useListTotal } from '@/lib/use-list-total';
import { adminKeys } from './admin-keys';

/** Each kind's endpoints (contract/admin.ts), by the name of its resource. */
const ACCOUNTS = {
  staff: adminStaffEndpoints,
  patients: adminPatientEndpoints,
  'health-units': adminHealthUnitEndpoints,
  'hospital-administrators': adminHospitalAdminEndpoints,
  'public-authorities': adminAuthorityEndpoints,
  pharmacies: adminPharmacyEndpoints,
};
type Accounts = typeof ACCOUNTS;

export type AccountKind = keyof Accounts;
export type AccountKinds = { [K in AccountKind]: ItemOf<Accounts[K]['list']> };

/** `unit` is the staff's: a unit's id, or 'none' (decision 063). */
export type AccountFilters = { q?: string; user_type?: string; authority_type?: string; unit?: string };

/**
 * GET /api/admin/<kind>?q=&user_type=&authority_type=, newest first (the patients: by name when
 * searched), page by page; search and filters run in the database (the type filters are the staff's
 * and the authorities', the other kinds' lists ignore them).
 */
export function useAccountList<K extends AccountKind>(
  kind: K,
  filters: AccountFilters = {},
): PagedList<AccountKinds[K]> {
  const list = usePagedList({
    ...accountListSource(kind, filters),
    // A search being typed keeps the last rows on screen until the new ones arrive.
    keepPreviousWhileLoading: true,
  });
  return list as PagedList<AccountKinds[K]>;
}

/** The list's key and first page, for the hook and for asking ahead (prefetch-admin-tab.ts). */
export function accountListSource(kind: AccountKind, filters: AccountFilters = {}) {
  const endpoint: Accounts[AccountKind]['list'] = ACCOUNTS[kind].list;
  return {
    queryKey: adminKeys.resource(kind),
    endpoint,
    query: {
      q: filters.q?.trim(),
      user_type: filters.user_type,
      authority_type: filters.authority_type,
      unit: filters.unit,
    },
  };
}

/** How many accounts of a kind there are: the list's X-Total-Count ("1.000+" past the cap). */
export function useAccountTotal(kind: AccountKind) {
  return useListTotal(adminKeys.resource(kind), accountTotalSource(kind));
}

/** The same counter's key and request, for asking ahead (prefetch-department-pages.ts). */
export function accountTotalQuery(kind: AccountKind) {
  return listTotalQuery(adminKeys.resource(kind), accountTotalSource(kind));
}

const accountTotalSource = (kind: AccountKind) => ({ endpoint: ACCOUNTS[kind].list, query: {} });

/** Every unit, for the choices of a form's select (a city has tens of units, not thousands). */
export function useAllUnits() {
  return useQuery({
    queryKey: [...adminKeys.resource('health-units'), 'all'],
    queryFn: ({ signal }): Promise<AdminHealthUnit[]> =>
      readAllPages({ endpoint: adminHealthUnitEndpoints.list, query: { limit: 100 } }, signal),
  });
}

/** POST /api/admin/<kind> (no id) or PUT /api/admin/<kind>/:id: a new row goes to the top of the list. */
export function useSaveAccount<K extends AccountKind>(kind: K) {
  const queryClient = useQueryClient();
  const api: Accounts[AccountKind] = ACCOUNTS[kind];
  return useMutation({
    // The forms check their fields with the same schemas before sending them.
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id == null
        ? callApi(api.create, { body: body as BodyOf<typeof api.create> })
        : callApi(api.update, { params: { id }, body: body as BodyOf<typeof api.update> }),
    onSuccess: () => invalidate(queryClient, kind),
  });
}

/** An account's or a unit's status: what the request sends and what the answer's row holds of it. */
type Saved = { id: number; is_active: boolean };

const setActiveKey = (kind: AccountKind) => [...adminKeys.resource(kind), 'set-active'] as const;

/**
 * PATCH /api/admin/<kind>/:id/status with {is_active}: the caller sends the opposite value. The row
 * changes in the loaded pages at once; no list is filtered by status, so it stays where it is. A list
 * sends every row's request through one mutation, so the callbacks are given here, where they run for
 * every request (those given to `mutate` run only for the latest).
 */
export function useSetAccountActive(
  kind: AccountKind,
  callbacks: { onSuccess?: (id: number) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setActiveKey(kind),
    mutationFn: ({ id, is_active }: Saved) =>
      callApi(ACCOUNTS[kind].setActive, { params: { id }, body: { is_active } }),
    onSuccess: (answer, { id, is_active }) => {
      // `{ success, user }` for accounts, `{ success, unit }` for units: the row as it now is.
      const saved: Saved | undefined = 'unit' in answer ? answer.unit : answer.user;
      updateListItems<Saved>(queryClient, adminKeys.resource(kind), (row) =>
        row.id === id ? { ...row, ...(saved ?? { is_active }) } : row,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      callbacks.onSuccess?.(id);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/** Whether a row's status change is on its way, read at once (a second tap comes before a render). */
export function isSettingActive(queryClient: QueryClient, kind: AccountKind, id: number) {
  return (
    queryClient.isMutating({
      mutationKey: setActiveKey(kind),
      predicate: (m) => (m.state.variables as Saved | undefined)?.id === id,
    }) > 0
  );
}

/** The ids of this kind whose status change is on its way, kept up to date. */
export function usePendingActiveIds(kind: AccountKind): number[] {
  return useMutationState({
    filters: { mutationKey: setActiveKey(kind), status: 'pending' },
    select: (m) => (m.state.variables as Saved).id,
  });
}

function invalidate(queryClient: QueryClient, kind: AccountKind) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.resource(kind) });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
}
