import type {
  HealthDepartmentUser,
  HospitalUser,
  PatientProfile,
  PublicAuthorityUser,
  SessionsAnswer,
  UsersMe,
} from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { ApiError, api, isUnauthenticated } from '@/lib/api-client';
import { principalOf, type MainSession, type SessionKind } from '../session-model';

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

/**
 * GET /api/session says which sessions the browser holds (always 200), so visitors cause no 401s.
 * Then both identities are asked for at once: the patient session first for the dashboard, the
 * general profile (staff, health department, Google) for everyone else.
 */
export async function fetchMainSession(): Promise<MainSession | null> {
  const held = await orNull(api.get<SessionsAnswer>('/api/session'));
  const kinds = new Set(held?.sessions.map((s) => s.kind) ?? []);
  const hasPatient = kinds.has('patient') || kinds.has('external');
  const hasProfile = kinds.has('staff') || kinds.has('health_department') || kinds.has('external');
  if (held && !hasPatient && !hasProfile) return null;
  const [me, patientAnswer] = await Promise.all([
    held && !hasProfile ? null : orNull(api.get<UsersMe>('/api/users/me')),
    held && !hasPatient ? null : orNull(api.get<{ patient: PatientProfile }>('/api/auth/patient/me')),
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
  const answer = await orNull(api.get<{ user: HealthDepartmentUser }>('/api/health-department/me'));
  return answer?.user ?? null;
}

export async function fetchHospitalUser(): Promise<HospitalUser | null> {
  const answer = await orNull(api.get<{ user: HospitalUser }>('/api/hospital/me'));
  return answer?.user ?? null;
}

export async function fetchPublicAuthorityUser(): Promise<PublicAuthorityUser | null> {
  const answer = await orNull(api.get<{ user: PublicAuthorityUser }>('/api/public-authority/me'));
  return answer?.user ?? null;
}

export async function fetchPharmacyUser(): Promise<PharmacyUser | null> {
  const answer = await orNull(api.get<{ user: PharmacyUser }>('/api/pharmacy/me'));
  return answer?.user ?? null;
}

export const LOGOUT_PATHS: Record<SessionKind, string> = {
  patient: '/api/auth/patient/logout',
  staff: '/api/auth/staff/logout',
  external: '/api/logout',
  health_department: '/api/health-department/logout',
  hospital: '/api/hospital/logout',
  public_authority: '/api/public-authority/logout',
  pharmacy: '/api/pharmacy/logout',
};

/** Ends the given server sessions; failures are only logged. */
export async function logout(kinds: readonly SessionKind[]): Promise<void> {
  const results = await Promise.allSettled(kinds.map((kind) => api.get(LOGOUT_PATHS[kind])));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`Logout failed (${kinds[i]})`, result.reason);
  });
}
