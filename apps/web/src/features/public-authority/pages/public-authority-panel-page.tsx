import { useState } from 'react';
import { Navigate } from 'react-router';
import { AUTHORITY_TYPE_LABELS } from '@saude/shared/auth/roles';
import { PanelHeader } from '@/components/layout/panel-header';
import { SkipLink } from '@/components/layout/skip-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { isUnauthenticated } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { NotificationBanner } from '@/features/pwa';
import { useAuth, usePublicAuthoritySession } from '@/features/session';
import { useAuthorityInbox } from '../api/use-authority-inbox';
import { useAuthoritySummary } from '../api/use-authority-summary';
import { useProvisionalPatients, type PeopleFilters } from '../api/use-provisional-patients';
import { AuthorityCounters } from '../components/authority-counters';
import { AuthorityInbox } from '../components/authority-inbox';
import { PeopleFiltersBar } from '../components/people-filters';
import { PeopleList } from '../components/people-list';

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
        <PanelContent />
      </main>
    </div>
  );
}

function PanelContent() {
  const auth = useAuth();
  const [filters, setFilters] = useState<PeopleFilters>({ q: '', gender: '', age_group: '' });
  const inbox = useAuthorityInbox();
  const summary = useAuthoritySummary();
  const people = useProvisionalPatients(filters);
  // A session that ended meanwhile (expired, account deactivated) sends the user back to sign in.
  if ([inbox.error, summary.error, people.error].some(isUnauthenticated) && !auth.isSigningOut())
    return <Navigate to="/public-authority-login" replace />;

  return (
    <>
      <AuthorityInbox messages={inbox.data ?? []} loading={inbox.isPending} />
      <AuthorityCounters summary={summary.data} />
      <Card>
        <CardHeader>
          <CardTitle>Pessoas Sem Documentos</CardTitle>
          <p className="text-sm text-slate-600">
            Pessoas atendidas nas unidades de saúde sem documento de identificação. Consulta somente leitura.
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          <PeopleFiltersBar value={filters} onChange={setFilters} />
          <p className="text-sm text-slate-600" aria-live="polite">
            {people.data ? `${people.data.total} registro(s) encontrado(s)` : ''}
          </p>
          <PeopleList people={people.data?.items ?? []} loading={people.isPending} />
        </CardContent>
      </Card>
    </>
  );
}
