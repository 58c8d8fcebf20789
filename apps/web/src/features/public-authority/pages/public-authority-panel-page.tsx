import { useState } from 'react';
import { Navigate } from 'react-router';
import { AUTHORITY_TYPE_LABELS } from '@saude/shared/auth/roles';
import { PanelHeader } from '@/components/layout/panel-header';
import { SkipLink } from '@/components/layout/skip-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { LIMITS } from '@saude/shared/domain/constants';
import { isUnauthenticated } from '@/lib/api-client';
import { totalLabel } from '@/lib/api-list';
import { useDocumentTitle } from '@/lib/document-title';
import { useUnreadCount } from '@/features/messages';
import { NotificationBanner } from '@/features/pwa';
import { SessionLoading, useAuth, usePublicAuthoritySession } from '@/features/session';
import { useAuthoritySummary } from '../api/use-authority-summary';
import {
  NO_PEOPLE_FILTERS,
  useProvisionalPatients,
  type PeopleFilters,
} from '../api/use-provisional-patients';
import { AuthorityCounters } from '../components/authority-counters';
import { AuthorityInbox } from '../components/authority-inbox';
import { PeopleFiltersBar } from '../components/people-filters';
import { PeopleList } from '../components/people-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** '/public-authority-panel' (spec 02 section 2): requires an authority session. */
export default function PublicAuthorityPanelPage() {
  useDocumentTitle('Painel dos Órgãos Públicos');
  const session = usePublicAuthoritySession();
  const auth = useAuth();

  if (session.status === 'pending') return <SessionLoading pending={session} />;
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
  const [filters, setFilters] = useState<PeopleFilters>(NO_PEOPLE_FILTERS);
  // The search is asked once typing pauses (spec: 300 ms), not on every key.
  const q = useDebouncedValue(filters.q, LIMITS.searchDelayMs);
  const unread = useUnreadCount();
  const summary = useAuthoritySummary();
  const people = useProvisionalPatients({ ...filters, q });
  // A session that ended meanwhile (expired, account deactivated) sends the user back to sign in; the
  // counters are asked every 30 s, so they notice.
  if ([unread.error, summary.error].some(isUnauthenticated) && !auth.isSigningOut())
    return <Navigate to="/public-authority-login" replace />;

  return (
    <>
      <AuthorityInbox unread={unread.data?.total ?? 0} />
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
            {people.isPending || people.isError
              ? ''
              : `${totalLabel(people)} ${people.exact && people.total === 1 ? 'registro encontrado' : 'registros encontrados'}`}
          </p>
          <PeopleList list={people} />
        </CardContent>
      </Card>
    </>
  );
}
