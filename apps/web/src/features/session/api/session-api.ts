import {
  authorityAccountEndpoints,
  departmentAccountEndpoints,
  hospitalAccountEndpoints,
  patientAccountEndpoints,
  pharmacyAccountEndpoints,
  staffAccountEndpoints,
  userEndpoints,
} from '@saude/shared/contract/auth';
import type { HealthDepartmentUser, HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { ApiError, callApi, isNetworkError, isUnauthenticated } from '@/lib/api-client';
import { principalOf, type MainSession, type SessionKind } from '../session-model';
import { forgetBrowserPush } from '@/features/pwa';

/** Session failures are only logged (spec 01 section 8); "no session" is not a failure. */
function logSessionFailure(error: unknown): void {
  if (isUnauthenticated(error)) return;
  const status = error instanceof ApiError ? error.status : 0;
  console.error(`Failed to fetch user: API responded with HTTP status ${status}`, error);
}

/**
 * The answer, or null when the server refused or failed (spec 01 section 8: logged, and nothing
 * reaches the user). A request that got no answer at all is thrown instead: whether anyone is signed
 * in is then unknown, not "nobody" (decision 062).
 */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNetworkError(error)) throw error;
    logSessionFailure(error);
    return null;
  }
}

/**
 * GET /api/session says which sessions the browser holds (always 200), so visitors cause no 401s, and
 * answers with them the general profile (staff, health department, Google) and the patient's account:
 * the check is one request, which the page's HTML starts before any script.
 */
export async function fetchMainSession(): Promise<MainSession | null> {
  const held = await orNull(callApi(userEndpoints.sessions));
  // Should the check itself fail, both identities are asked for at once, each on its own.
  const [me, patient] = held
    ? [held.me ?? null, held.patient ?? null]
    : await Promise.all([
        orNull(callApi(userEndpoints.me)),
        orNull(callApi(patientAccountEndpoints.me)).then((answer) => answer?.patient ?? null),
      ]);
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

/** The counters that may dispense on the validation page, as this browser holds them. */
export type DispensingSessions = { hospital: HospitalUser | null; pharmacy: PharmacyUser | null };

/**
 * Asks GET /api/session first, then only the profiles of the sessions held: a visitor's phone, or a
 * pharmacy's (which the unit's profile refuses with 403), logs no refusal. Should the check itself
 * fail, both profiles are asked for, each on its own.
 */
export async function fetchDispensingSessions(): Promise<DispensingSessions> {
  const held = await orNull(callApi(userEndpoints.sessions));
  const holds = (kind: SessionKind) => !held || held.sessions.some((s) => s.kind === kind);
  const [hospital, pharmacy] = await Promise.all([
    holds('hospital') ? fetchHospitalUser() : null,
    holds('pharmacy') ? fetchPharmacyUser() : null,
  ]);
  return { hospital, pharmacy };
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
