import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import {
  evaluateAccess,
  mainSessionKinds,
  SessionLoading,
  useAuth,
  useHealthDepartmentSession,
  useMainSession,
  viewerFromDepartment,
} from '@/features/session';
import { titleFor } from './area-handle';
import { AppShell } from './app-shell';
import { useAreaHandle } from './use-area-handle';

/**
 * Health-department pages. The department's own login (/secsaude) is asked first; a member signed
 * in through the general profile (user_type health_department) is accepted too (spec 02 section 6).
 */
export default function DepartmentAreaLayout() {
  const handle = useAreaHandle();
  const auth = useAuth();
  const department = useHealthDepartmentSession();
  const needsMain = department.status === 'resolved' && department.data === null;
  const main = useMainSession({ enabled: needsMain });

  if (department.status === 'pending') return <SessionLoading pending={department} />;

  let content;
  if (department.data) {
    const viewer = viewerFromDepartment(department.data);
    // The department's `me` also answers for a department member signed in by CPF or Google, and
    // nothing says which: end those sessions too (logout calls are idempotent).
    const signOut = () => void auth.signOut(['health_department', 'staff', 'external'], '/secsaude');
    content = { viewer, signOut };
  } else {
    if (main.status === 'pending') return <SessionLoading pending={main} />;
    const decision = evaluateAccess(main.viewer, handle.access);
    if (!decision.allowed || !main.viewer || !main.session) {
      if (auth.isSigningOut()) return <LoadingScreen label="Saindo..." />;
      return <Navigate to={decision.allowed ? handle.access.anonymous : decision.redirectTo} replace />;
    }
    const session = main.session;
    content = { viewer: main.viewer, signOut: () => void auth.signOut(mainSessionKinds(session), '/') };
  }

  return (
    <AppShell viewer={content.viewer} title={titleFor(handle, content.viewer)} onSignOut={content.signOut}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet context={{ viewer: content.viewer }} />
      </Suspense>
    </AppShell>
  );
}
