/**
 * The signed-in identities the web app knows about. The server keeps separate sessions for
 * patients (CPF), staff (CPF), Google sign-in ("external"), the health department, hospitals and
 * public authorities; the app needs to know which one it holds to show the right menu and to call
 * the right logout endpoint.
 */
import type { Role } from '@saude/shared/auth/roles';
import type {
  HealthDepartmentUser,
  HospitalUser,
  PatientProfile,
  PublicAuthorityUser,
  UsersMe,
} from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';

export type SessionKind =
  'patient' | 'staff' | 'external' | 'health_department' | 'hospital' | 'public_authority' | 'pharmacy';

/** Which session answered GET /api/users/me. */
export type UserPrincipal = 'staff' | 'external' | 'health_department';

/** Patient session (GET /api/auth/patient/me) and general profile (GET /api/users/me). */
export type MainSession = {
  patient: PatientProfile | null;
  me: UsersMe | null;
  principal: UserPrincipal | null;
  /**
   * Set when the principal had to be guessed because the server did not say; logout then also
   * ends the other session the answer could have come from.
   */
  principalGuessed: boolean;
};

/** Who is using the app, reduced to what screens need. */
export type Viewer = {
  kind: SessionKind;
  /** Raw user_type (may be a value the app does not know: the dashboard says so). */
  userType: string | null;
  /** Role for menus and hiding controls; null for an unknown user type. */
  role: Role | null;
  name: string;
  hasProfile: boolean;
  pendingActivation: boolean;
};

const MENU_ROLES = ['patient', 'doctor', 'reception', 'health_department'] as const;

function roleForUserType(userType: string | null, pending: boolean): Role | null {
  if (userType === null || pending) return 'pending_user';
  return (MENU_ROLES as readonly string[]).includes(userType) ? (userType as Role) : null;
}

export function principalOf(me: UsersMe): { principal: UserPrincipal; guessed: boolean } {
  const declared = (me as UsersMe & { principal?: unknown }).principal;
  if (declared === 'staff' || declared === 'external' || declared === 'health_department') {
    return { principal: declared, guessed: false };
  }
  // Only a Google sign-in without an active profile carries the provider's identity.
  if (me.identity) return { principal: 'external', guessed: false };
  return { principal: 'staff', guessed: true };
}

/** The patient identity comes from the patient session, falling back to the general profile. */
export function viewerFromMain(session: MainSession): Viewer | null {
  if (session.patient) {
    return {
      kind: 'patient',
      userType: 'patient',
      role: 'patient',
      name: session.patient.full_name,
      hasProfile: true,
      pendingActivation: false,
    };
  }
  const me = session.me;
  if (!me) return null;
  const profile = me.profile;
  const userType = profile?.user_type ?? null;
  const pendingActivation = Boolean(me.pendingActivation);
  return {
    kind: session.principal ?? 'staff',
    userType,
    role: roleForUserType(userType, pendingActivation),
    name: profile?.full_name ?? me.identity?.name ?? '',
    hasProfile: Boolean(me.hasProfile && profile),
    pendingActivation,
  };
}

export function viewerFromDepartment(user: HealthDepartmentUser): Viewer {
  return {
    kind: 'health_department',
    userType: 'health_department',
    role: 'health_department',
    name: user.full_name,
    hasProfile: true,
    pendingActivation: false,
  };
}

export function viewerFromHospital(user: HospitalUser): Viewer {
  return {
    kind: 'hospital',
    userType: 'hospital',
    role: 'hospital',
    name: user.health_unit_name,
    hasProfile: true,
    pendingActivation: false,
  };
}

export function viewerFromAuthority(user: PublicAuthorityUser): Viewer {
  return {
    kind: 'public_authority',
    userType: 'public_authority',
    role: 'public_authority',
    name: user.authority_name,
    hasProfile: true,
    pendingActivation: false,
  };
}

export function viewerFromPharmacy(user: PharmacyUser): Viewer {
  return {
    kind: 'pharmacy',
    userType: 'pharmacy',
    role: 'pharmacy',
    name: user.name,
    hasProfile: true,
    pendingActivation: false,
  };
}

/** Every server session the main session may hold, to end them all at logout. */
export function mainSessionKinds(session: MainSession): SessionKind[] {
  const kinds = new Set<SessionKind>();
  if (session.patient) kinds.add('patient');
  if (session.me && session.principal) {
    kinds.add(session.principal);
    if (session.principalGuessed) {
      // The server did not say which session answered /api/users/me (a CPF login, a Google sign-in
      // or the department's own login): end every one it could be. Logout calls are idempotent.
      kinds.add('staff');
      kinds.add('external');
      if (session.me.profile?.user_type === 'health_department') kinds.add('health_department');
    }
  }
  return [...kinds];
}

/** Landing decision (spec 01 section 4): no profile -> profile setup; profile or patient -> dashboard. */
export function landingRedirect(session: MainSession | null): '/profile-setup' | '/dashboard' | null {
  if (!session) return null;
  if (session.patient) return '/dashboard';
  if (!session.me) return null;
  return session.me.hasProfile && session.me.profile ? '/dashboard' : '/profile-setup';
}
