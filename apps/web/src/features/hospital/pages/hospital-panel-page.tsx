import { Suspense, useState } from 'react';
import { lazyDialog, preloadOnIntent } from '@/lib/preloadable-lazy';
import { Navigate } from 'react-router';
import { KeyRound } from '@/components/icons';
import { AppToaster } from '@/components/ui/app-toaster';
import { PanelHeader } from '@/components/layout/panel-header';
import { SkipLink } from '@/components/layout/skip-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/lib/document-title';
import { NotificationBanner } from '@/features/pwa';
import {
  SessionLoading,
  useAuth,
  useHospitalSession,
  viewerCan,
  viewerFromHospital,
} from '@/features/session';
import { formatCount } from '@/lib/api-list';
import { useHospitalRequestCounts } from '../api/requests';
import { PanelTabs } from '../components/panel-tabs';

// The counter's dialog (and its validation) is fetched when first opened, not with the panel.
const IssueResetCodeDialog = lazyDialog(() =>
  import('@/features/password-reset').then((m) => m.IssueResetCodeDialog),
);
const RESET_CODE_INTENT = preloadOnIntent([IssueResetCodeDialog]);

/** The header badge: pending requests, from the counters (polled every 30 s, moved by decisions). */
function PendingBadge() {
  const pending = useHospitalRequestCounts().data?.pending;
  if (pending == null) return null;
  return (
    <Badge tone={pending > 0 ? 'warning' : 'neutral'} aria-live="polite">
      {formatCount(pending)} {pending === 1 ? 'pendente' : 'pendentes'}
    </Badge>
  );
}

/** '/hospital-panel' (spec 02 section 2): a failed session check sends the user to the login. */
export default function HospitalPanelPage() {
  useDocumentTitle('Painel da Unidade');
  const session = useHospitalSession();
  const auth = useAuth();
  const [resetCode, setResetCode] = useState(false);

  if (session.status === 'pending') return <SessionLoading pending={session} />;
  const user = session.data;
  if (!user)
    return auth.isSigningOut() ? (
      <LoadingScreen label="Saindo..." />
    ) : (
      <Navigate to="/hospital-login" replace />
    );

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <PanelHeader
        title={user.health_unit_name}
        subtitle={user.administrator_name}
        onSignOut={() => void auth.signOut(['hospital'], '/hospital-login')}
      >
        <PendingBadge />
      </PanelHeader>
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto max-w-6xl space-y-6 px-4 py-6 focus:outline-none sm:px-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">Painel da Unidade de Saúde</h1>
          {viewerCan(viewerFromHospital(user), 'password-reset:issue') ? (
            <Button variant="outline" onClick={() => setResetCode(true)} {...RESET_CODE_INTENT}>
              <KeyRound className="size-4" aria-hidden="true" />
              Redefinir senha de acesso
            </Button>
          ) : null}
        </div>
        <NotificationBanner role="hospital" />
        <PanelTabs />
      </main>
      <Suspense fallback={null}>
        {resetCode ? <IssueResetCodeDialog open onOpenChange={setResetCode} /> : null}
      </Suspense>
      <AppToaster />
    </div>
  );
}
