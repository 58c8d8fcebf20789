import { useQuery } from '@tanstack/react-query';
import type { HealthDepartmentUser, HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { viewerFromMain, type MainSession, type Viewer } from '../session-model';
import {
  healthDepartmentSessionQuery,
  hospitalSessionQuery,
  mainSessionQuery,
  dispensingSessionsQuery,
  pharmacySessionQuery,
  publicAuthoritySessionQuery,
} from './session-queries';
import type { DispensingSessions } from './session-api';

/** Session state of the spec: pending, then resolved with a user or null. */
export type SessionState<T> = { status: 'pending' } | { status: 'resolved'; data: T | null };

function toState<T>(query: { isPending: boolean; data: T | null | undefined }): SessionState<T> {
  return query.isPending ? { status: 'pending' } : { status: 'resolved', data: query.data ?? null };
}

export type MainSessionState =
  { status: 'pending' } | { status: 'resolved'; session: MainSession | null; viewer: Viewer | null };

/** GET /api/users/me together with GET /api/auth/patient/me. */
export function useMainSession(options: { enabled?: boolean } = {}): MainSessionState {
  const query = useQuery({ ...mainSessionQuery, enabled: options.enabled ?? true });
  if (query.isPending) return { status: 'pending' };
  const session = query.data ?? null;
  return { status: 'resolved', session, viewer: session ? viewerFromMain(session) : null };
}

/** GET /api/health-department/me */
export function useHealthDepartmentSession(): SessionState<HealthDepartmentUser> {
  return toState(useQuery(healthDepartmentSessionQuery));
}

/** GET /api/hospital/me */
export function useHospitalSession(): SessionState<HospitalUser> {
  return toState(useQuery(hospitalSessionQuery));
}

/** GET /api/public-authority/me */
export function usePublicAuthoritySession(): SessionState<PublicAuthorityUser> {
  return toState(useQuery(publicAuthoritySessionQuery));
}

/** GET /api/pharmacy/me (docs/decisions/023-pharmacy-accounts.md) */
export function usePharmacySession(): SessionState<PharmacyUser> {
  return toState(useQuery(pharmacySessionQuery));
}

/** The unit and the pharmacy signed in on this browser, for the validation page. */
export function useDispensingSessions(): SessionState<DispensingSessions> {
  return toState(useQuery(dispensingSessionsQuery));
}
