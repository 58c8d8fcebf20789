import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SessionLoading } from './session-loading';
import { useMainSession } from '../api/use-sessions';
import { landingRedirect } from '../session-model';

/**
 * The landing decision (spec 01 section 2): 'Carregando...' while the session loads; a signed-in
 * user without a profile goes to /profile-setup; with a profile, or a patient, to /dashboard.
 */
export function LandingGate({ children }: { children: ReactNode }) {
  const state = useMainSession();
  if (state.status === 'pending') return <SessionLoading waitingForConnection={state.waitingForConnection} />;
  const target = landingRedirect(state.session);
  if (target) return <Navigate to={target} replace />;
  return children;
}
