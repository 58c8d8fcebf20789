import { queryOptions } from '@tanstack/react-query';
import { sessionKeys } from './session-keys';
import {
  fetchHealthDepartmentUser,
  fetchHospitalUser,
  fetchMainSession,
  fetchPharmacyUser,
  fetchPublicAuthorityUser,
} from './session-api';

/**
 * Session answers change only at login and logout, which update the cache themselves; refetching
 * on every focus would only add requests (and 401 noise for visitors).
 */
const sessionDefaults = { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false } as const;

export const mainSessionQuery = queryOptions({
  queryKey: sessionKeys.main,
  queryFn: fetchMainSession,
  ...sessionDefaults,
});

export const healthDepartmentSessionQuery = queryOptions({
  queryKey: sessionKeys.healthDepartment,
  queryFn: fetchHealthDepartmentUser,
  ...sessionDefaults,
});

export const hospitalSessionQuery = queryOptions({
  queryKey: sessionKeys.hospital,
  queryFn: fetchHospitalUser,
  ...sessionDefaults,
});

export const publicAuthoritySessionQuery = queryOptions({
  queryKey: sessionKeys.publicAuthority,
  queryFn: fetchPublicAuthorityUser,
  ...sessionDefaults,
});

export const pharmacySessionQuery = queryOptions({
  queryKey: sessionKeys.pharmacy,
  queryFn: fetchPharmacyUser,
  ...sessionDefaults,
});
