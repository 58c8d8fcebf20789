import { queryOptions } from '@tanstack/react-query';
import { isNetworkError } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

/**
 * The calls are fetched with their code: the endpoint contract carries its schemas, which the landing
 * page's first download must not pay for (its budget is 150 KB); the module comes in parallel at boot.
 */
const sessionApi = () => import('./session-api');

/**
 * Session answers change only at login and logout, which update the cache themselves; refetching
 * on every focus would only add requests (and 401 noise for visitors). A check that got no answer (a
 * weak signal) is tried twice more before the page says so (decision 062); a refusal is an answer.
 */
const sessionDefaults = {
  retry: (failures: number, error: Error) => failures < 2 && isNetworkError(error),
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
} as const;

export const mainSessionQuery = queryOptions({
  queryKey: sessionKeys.main,
  queryFn: () => sessionApi().then((api) => api.fetchMainSession()),
  ...sessionDefaults,
});

export const healthDepartmentSessionQuery = queryOptions({
  queryKey: sessionKeys.healthDepartment,
  queryFn: () => sessionApi().then((api) => api.fetchHealthDepartmentUser()),
  ...sessionDefaults,
});

export const hospitalSessionQuery = queryOptions({
  queryKey: sessionKeys.hospital,
  queryFn: () => sessionApi().then((api) => api.fetchHospitalUser()),
  ...sessionDefaults,
});

export const publicAuthoritySessionQuery = queryOptions({
  queryKey: sessionKeys.publicAuthority,
  queryFn: () => sessionApi().then((api) => api.fetchPublicAuthorityUser()),
  ...sessionDefaults,
});

export const pharmacySessionQuery = queryOptions({
  queryKey: sessionKeys.pharmacy,
  queryFn: () => sessionApi().then((api) => api.fetchPharmacyUser()),
  ...sessionDefaults,
});

/**
 * The validation page's counters (a unit, a pharmacy). Read again at each visit (staleTime 0): the
 * sign-ins and sign-outs update the other session keys, not this one.
 */
export const dispensingSessionsQuery = queryOptions({
  queryKey: sessionKeys.dispensing,
  queryFn: () => sessionApi().then((api) => api.fetchDispensingSessions()),
  ...sessionDefaults,
  staleTime: 0,
});
