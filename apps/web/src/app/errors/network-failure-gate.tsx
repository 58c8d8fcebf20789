import { useEffect, useState, type ReactNode } from 'react';
import { isNetworkError } from '@/lib/api-client';
import { CONNECTION_PROBLEM, isServerReachable } from '@/lib/connectivity';
import { ErrorScreen } from './error-screen';

/**
 * A promise rejected by a network failure that no screen handled means the app cannot go on
 * (spec 02, app shell): show the connection error screen instead of a half-working page, once the
 * connectivity check (3 s, spec 01 section 7) confirms the server cannot be reached.
 */
export function NetworkFailureGate({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let checking = false;
    function onRejection(event: PromiseRejectionEvent) {
      if (!isNetworkError(event.reason)) return;
      console.error('Unhandled network failure', event.reason);
      if (checking) return;
      checking = true;
      void isServerReachable().then((reachable) => {
        checking = false;
        if (!reachable) setFailed(true);
      });
    }
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  if (failed) return <ErrorScreen message={CONNECTION_PROBLEM} />;
  return children;
}
