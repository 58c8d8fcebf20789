import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useMainSession } from '../api/use-sessions';
import { landingRedirect } from '../session-model';

/**
 * The landing decision (spec 01 section 2): 'Carregando...' while the session loads; a signed-in
 * user without a profile goes to /profile-setup; with a profile, or a patient, to /dashboard. Without
 * a connection to tell, the landing page itself.
 */
export function LandingGate({ children }: { children: ReactNode }) {
  const state = useMainSession();
  if (state.status === 'pending') {
    // Unknown for want of a connection: the public page serves, as for a visitor.
    return state.connection === 'checking' ? <LoadingScreen /> : children;
  }
  const target = landingRedirect(state.session);
  if (target) return <Navigate to={target} replace />;
  return children;
}
