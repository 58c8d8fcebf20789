import { Navigate } from 'react-router';
import { ScanSearch } from 'lucide-react';
import { AUTHORITY_TYPE_LABELS } from '@saude/shared/auth/roles';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { PanelHeader } from '@/components/layout/panel-header';
import { SkipLink } from '@/components/layout/skip-link';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/lib/document-title';
import { NotificationBanner } from '@/features/pwa';
import { useAuth, usePublicAuthoritySession } from '@/features/session';

/** '/public-authority-panel' (spec 02 section 2): requires an authority session. */
export default function PublicAuthorityPanelPage() {
  useDocumentTitle('Painel dos Órgãos Públicos');
  const session = usePublicAuthoritySession();
  const auth = useAuth();

  if (session.status === 'pending') return <LoadingScreen />;
  const user = session.data;
  if (!user)
    return auth.isSigningOut() ? (
      <LoadingScreen label="Saindo..." />
    ) : (
      <Navigate to="/public-authority-login" replace />
    );

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <PanelHeader
        title={AUTHORITY_TYPE_LABELS[user.authority_type] ?? user.authority_type}
        subtitle={user.authority_name}
        onSignOut={() => void auth.signOut(['public_authority'], '/public-authority-login')}
      />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto max-w-6xl space-y-6 px-4 py-6 focus:outline-none sm:px-6"
      >
        <h1 className="text-2xl font-semibold text-slate-900">Painel dos Órgãos Públicos</h1>
        <NotificationBanner role="public_authority" />
        <AreaPlaceholder icon={ScanSearch} title="Pessoas Sem Documentos">
          A lista de pessoas atendidas sem documentos, com filtros por idade, sexo, descrição e local, e as
          mensagens da Secretaria de Saúde aparecerão aqui.
        </AreaPlaceholder>
      </main>
    </div>
  );
}
