import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/lib/document-title';
import { useAuth } from '@/features/session';
import { exchangeCodeForSession, googleFailureMessage } from '../api/google-sign-in';

/**
 * '/auth/callback': exchanges the provider's code for a session, then '/'; failure to /login, which
 * says why (an expired sign-in, one started in another browser) instead of starting over silently.
 */
export default function AuthCallbackPage() {
  useDocumentTitle('Finalizando login');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  // A code can be exchanged once: React's development double-effect must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await exchangeCodeForSession(params);
        await auth.refreshMainSession();
        await navigate('/', { replace: true });
      } catch (error) {
        console.error(error instanceof Error ? error.message : error, error);
        await navigate('/login', { replace: true, state: { notice: googleFailureMessage(error) } });
      }
    })();
  }, [params, navigate, auth]);

  return <LoadingScreen label="Finalizando login..." />;
}
