import {
  authorityAccountEndpoints,
  departmentAccountEndpoints,
  hospitalAccountEndpoints,
  patientAccountEndpoints,
  pharmacyAccountEndpoints,
  staffAccountEndpoints,
  userEndpoints,
} from '@saude/shared/contract/auth';
import type {
  HealthDepartmentUser,
  HospitalUser,
  PublicAuthorityUser,
  SessionsAnswer,
} from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { ApiError, callApi, isUnauthenticated } from '@/lib/api-client';
import { principalOf, type MainSession, type SessionKind } from '../session-model';
import { forgetBrowserPush } from '@/features/pwa';

/** Session failures are only logged (spec 01 section 8); "no session" is not a failure. */
function logSessionFailure(error: unknown): void {
  if (isUnauthenticated(error)) return;
  const status = error instanceof ApiError ? error.status : 0;
  console.error(`Failed to fetch user: API responded with HTTP status ${status}`, error);
}

async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    logSessionFailure(error);
    return null;
  }
}

let lastSessionsHeld: Promise<SessionsAnswer | null> | null = null;

/**
 * The answer of the newest main session check's GET /api/session (null before any): which sessions
 * the browser holds, known before their profiles answer.
 */
export function sessionsHeld(): Promise<SessionsAnswer | null> | null {
  return lastSessionsHeld;
}

/**
 * GET /api/session says which sessions the browser holds (always 200), so visitors cause no 401s.
 * Then both identities are asked for at once: the patient session first for the dashboard, the
 * general profile (staff, health department, Google) for everyone else.
 */
export async function fetchMainSession(): Promise<MainSession | null> {
  const asked = orNull(callApi(userEndpoints.sessions));
  lastSessionsHeld = asked;
  const held = await asked;
  const kinds = new Set(held?.sessions.map((s) => s.kind) ?? []);
  const hasPatient = kinds.has('patient') || kinds.has('external');
  const hasProfile = kinds.has('staff') || kinds.has('health_department') || kinds.has('external');
  if (held && !hasPatient && !hasProfile) return null;
  const [me, patientAnswer] = await Promise.all([
    held && !hasProfile ? null : orNull(callApi(userEndpoints.me)),
    held && !hasPatient ? null : orNull(callApi(patientAccountEndpoints.me)),
  ]);
  const patient = patientAnswer?.patient ?? null;
  if (!me && !patient) return null;
  const principal = me ? principalOf(me) : null;
  return {
    patient,
    me,
    principal: principal?.principal ?? null,
    principalGuessed: principal?.guessed ?? false,
  };
}

export async function fetchHealthDepartmentUser(): Promise<HealthDepartmentUser | null> {
  const answer = await orNull(callApi(departmentAccountEndpoints.me));
  return answer?.user ?? null;
}

export async function fetchHospitalUser(): Promise<HospitalUser | null> {
  const answer = await orNull(callApi(hospitalAccountEndpoints.me));
  return answer?.user ?? null;
}

export async function fetchPublicAuthorityUser(): Promise<PublicAuthorityUser | null> {
  const answer = await orNull(callApi(authorityAccountEndpoints.me));
  return answer?.user ?? null;
}

export async function fetchPharmacyUser(): Promise<PharmacyUser | null> {
  const answer = await orNull(callApi(pharmacyAccountEndpoints.me));
  return answer?.user ?? null;
}

/** The sign-out of each kind of session (GET, as the spec calls it). */
export const LOGOUT_ENDPOINTS = {
  patient: patientAccountEndpoints.logout,
  staff: staffAccountEndpoints.logout,
  external: userEndpoints.logout,
  health_department: departmentAccountEndpoints.logout,
  hospital: hospitalAccountEndpoints.logout,
  public_authority: authorityAccountEndpoints.logout,
  pharmacy: pharmacyAccountEndpoints.logout,
} satisfies Record<SessionKind, unknown>;

/** Ends the given server sessions; failures are only logged. */
export async function logout(kinds: readonly SessionKind[]): Promise<void> {
  // This browser stops receiving the pushes of whoever signs out (decision 040).
  forgetBrowserPush();
  const results = await Promise.allSettled(kinds.map((kind) => callApi(LOGOUT_ENDPOINTS[kind])));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`Logout failed (${kinds[i]})`, result.reason);
  });
}
