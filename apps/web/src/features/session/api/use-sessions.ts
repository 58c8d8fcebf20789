import { useQuery, type FetchStatus } from '@tanstack/react-query';
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

/**
 * Still checking; `waitingForConnection` when the check waits for a connection the device does not
 * have (the query is paused), which SessionLoading tells apart from a check under way.
 */
export type PendingSession = { status: 'pending'; waitingForConnection: boolean };

/** Session state of the spec: pending, then resolved with a user or null. */
export type SessionState<T> = PendingSession | { status: 'resolved'; data: T | null };

type SessionQuery<T> = { isPending: boolean; fetchStatus: FetchStatus; data: T | null | undefined };

const pending = (query: SessionQuery<unknown>): PendingSession => ({
  status: 'pending',
  waitingForConnection: query.fetchStatus === 'paused',
});

function toState<T>(query: SessionQuery<T>): SessionState<T> {
  return query.isPending ? pending(query) : { status: 'resolved', data: query.data ?? null };
}

export type MainSessionState =
  PendingSession | { status: 'resolved'; session: MainSession | null; viewer: Viewer | null };

/** GET /api/users/me together with GET /api/auth/patient/me. */
export function useMainSession(options: { enabled?: boolean } = {}): MainSessionState {
  const query = useQuery({ ...mainSessionQuery, enabled: options.enabled ?? true });
  if (query.isPending) return pending(query);
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
