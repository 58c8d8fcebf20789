import { Navigate } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { Toaster } from 'sonner';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { PanelHeader } from '@/components/layout/panel-header';
import { SkipLink } from '@/components/layout/skip-link';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/lib/document-title';
import { NotificationBanner } from '@/features/pwa';
import { useAuth, useHospitalSession } from '@/features/session';

/** '/hospital-panel' (spec 02 section 2): a failed session check sends the user to the login. */
export default function HospitalPanelPage() {
  useDocumentTitle('Painel da Unidade');
  const session = useHospitalSession();
  const auth = useAuth();

  if (session.status === 'pending') return <LoadingScreen />;
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
      />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto max-w-6xl space-y-6 px-4 py-6 focus:outline-none sm:px-6"
      >
        <h1 className="text-2xl font-semibold text-slate-900">Painel da Unidade de Saúde</h1>
        <NotificationBanner role="hospital" />
        <AreaPlaceholder icon={ClipboardCheck} title="Solicitações de consulta">
          As solicitações para aprovar, os médicos, a equipe, as receitas, os exames, as vacinas e a busca de
          pacientes da unidade aparecerão aqui.
        </AreaPlaceholder>
      </main>
      <Toaster position="top-center" richColors closeButton />
    </div>
  );
}
