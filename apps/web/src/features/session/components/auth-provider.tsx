import { createContext, use, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { HealthDepartmentUser, HospitalUser, PublicAuthorityUser } from '@saude/shared/schemas/auth';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { clearOfflineCache } from '@/features/offline';
import { sessionKeys } from '../api/session-keys';
import { mainSessionQuery } from '../api/session-queries';
import type { MainSession, SessionKind } from '../session-model';
import { clearDrafts } from '@/lib/form-drafts';

type InstitutionalUser = {
  health_department: HealthDepartmentUser;
  hospital: HospitalUser;
  public_authority: PublicAuthorityUser;
  pharmacy: PharmacyUser;
};

export type AuthApi = {
  /** Records the identity a login answer returned, so the next screen needs no extra request. */
  setMainSession(session: MainSession | null): void;
  setInstitutionalUser<K extends keyof InstitutionalUser>(kind: K, user: InstitutionalUser[K]): void;
  /** Asks the server again (after a Google code exchange or a profile change). */
  refreshMainSession(): Promise<MainSession | null>;
  /**
   * Logout (spec 01 section 4): the local user is cleared first, then the logout endpoints are
   * called (failures only logged), then the app goes to `redirectTo`.
   */
  signOut(kinds: readonly SessionKind[], redirectTo: string): Promise<void>;
  /**
   * True between clearing the local user and arriving at the logout destination. Guards then stay
   * quiet instead of sending the user to their own "not signed in" page on the way out.
   */
  isSigningOut(): boolean;
};

const AuthContext = createContext<AuthApi | null>(null);

const LOGOUT_WAIT_MS = 3000;

const INSTITUTIONAL_KEYS = {
  health_department: sessionKeys.healthDepartment,
  hospital: sessionKeys.hospital,
  public_authority: sessionKeys.publicAuthority,
  pharmacy: sessionKeys.pharmacy,
} as const;

function clearLocalUser(queryClient: QueryClient, kinds: readonly SessionKind[]): void {
  for (const kind of kinds) {
    if (kind === 'patient' || kind === 'staff' || kind === 'external') {
      queryClient.setQueryData(sessionKeys.main, null);
    } else {
      queryClient.setQueryData(INSTITUTIONAL_KEYS[kind], null);
      // A department member may also be known through /api/users/me.
      if (kind === 'health_department') queryClient.setQueryData(sessionKeys.main, null);
    }
  }
  // Health data of the previous user must not be shown to whoever signs in next on this device,
  // now or offline later.
  clearOfflineCache();
  clearDrafts();
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'public-config',
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signingOut = useRef(false);

  const value = useMemo<AuthApi>(
    () => ({
      setMainSession(session) {
        queryClient.setQueryData(sessionKeys.main, session);
      },
      setInstitutionalUser(kind, user) {
        const key: QueryKey = INSTITUTIONAL_KEYS[kind];
        queryClient.setQueryData(key, user);
      },
      refreshMainSession() {
        return queryClient.fetchQuery({ ...mainSessionQuery, staleTime: 0 });
      },
      async signOut(kinds, redirectTo) {
        signingOut.current = true;
        clearLocalUser(queryClient, kinds);
        try {
          // A server that does not answer must not keep the user on the way out for long.
          await Promise.race([
            import('../api/session-api').then((api) => api.logout(kinds)),
            new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS)),
          ]);
          await navigate(redirectTo, { replace: true });
        } finally {
          signingOut.current = false;
        }
      },
      isSigningOut() {
        return signingOut.current;
      },
    }),
    [queryClient, navigate],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthApi {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
