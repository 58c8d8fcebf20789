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
 * Not known yet. `connection` says why, for SessionLoading: 'checking' while the check is under way,
 * 'waiting' while it waits for a connection the device does not have (the query is paused and goes
 * on by itself), 'failed' when it got no answer (decision 062), with `retry` to ask again.
 */
export type PendingSession = {
  status: 'pending';
  connection: 'checking' | 'waiting' | 'failed';
  retry: () => void;
};

/** Session state of the spec: pending, then resolved with a user or null. */
export type SessionState<T> = PendingSession | { status: 'resolved'; data: T | null };

type SessionQuery<T> = {
  isPending: boolean;
  isError: boolean;
  fetchStatus: FetchStatus;
  data: T | null | undefined;
  refetch: () => unknown;
};

/** Pending, or failed without ever having had an answer (a refusal resolves as null instead). */
const notYetKnown = (query: SessionQuery<unknown>) =>
  query.isPending || (query.isError && query.data === undefined);

function connectionOf(query: SessionQuery<unknown>): PendingSession['connection'] {
  if (query.fetchStatus === 'paused') return 'waiting';
  if (query.fetchStatus === 'idle' && query.isError) return 'failed';
  return 'checking';
}

const pending = (query: SessionQuery<unknown>): PendingSession => ({
  status: 'pending',
  connection: connectionOf(query),
  retry: () => void query.refetch(),
});

function toState<T>(query: SessionQuery<T>): SessionState<T> {
  return notYetKnown(query) ? pending(query) : { status: 'resolved', data: query.data ?? null };
}

export type MainSessionState =
  PendingSession | { status: 'resolved'; session: MainSession | null; viewer: Viewer | null };

/** GET /api/users/me together with GET /api/auth/patient/me. */
export function useMainSession(options: { enabled?: boolean } = {}): MainSessionState {
  const query = useQuery({ ...mainSessionQuery, enabled: options.enabled ?? true });
  if (notYetKnown(query)) return pending(query);
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
