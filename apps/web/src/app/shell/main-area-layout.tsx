import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import {
  evaluateAccess,
  mainSessionKinds,
  SessionLoading,
  useAuth,
  useMainSession,
} from '@/features/session';
import { titleFor } from './area-handle';
import { AppShell } from './app-shell';
import { useAreaHandle } from './use-area-handle';

/**
 * Pages of patients, doctors and reception (and department members signed in by CPF or Google):
 * resolves the session, applies the page's access rule, then shows the page inside the shell.
 */
export default function MainAreaLayout() {
  const handle = useAreaHandle();
  const state = useMainSession();
  const auth = useAuth();

  if (state.status === 'pending') return <SessionLoading pending={state} />;
  const { session, viewer } = state;
  const decision = evaluateAccess(viewer, handle.access);
  if (!decision.allowed || !viewer || !session) {
    if (auth.isSigningOut()) return <LoadingScreen label="Saindo..." />;
    return <Navigate to={decision.allowed ? handle.access.anonymous : decision.redirectTo} replace />;
  }

  const signOut = () => void auth.signOut(mainSessionKinds(session), '/');
  return (
    <AppShell viewer={viewer} title={titleFor(handle, viewer)} onSignOut={signOut}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet context={{ viewer, session }} />
      </Suspense>
    </AppShell>
  );
}
