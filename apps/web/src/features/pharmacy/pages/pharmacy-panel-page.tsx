import { Navigate } from 'react-router';
import type { PharmacyUser } from '@saude/shared/schemas/pharmacies';
import { formatCnpj } from '@saude/shared/domain/format';
import { PanelHeader } from '@/components/layout/panel-header';
import { SkipLink } from '@/components/layout/skip-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PhoneNumber } from '@/components/ui/phone-number';
import { isUnauthenticated } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { SessionLoading, useAuth, usePharmacySession } from '@/features/session';
import { useDispensings } from '../api/use-dispensings';
import { DispensingsList } from '../components/dispensings-list';
import { OpenPrescriptionForm } from '../components/open-prescription-form';

/** '/farmacia': a partner pharmacy's counter (docs/decisions/023-pharmacy-accounts.md). */
export default function PharmacyPanelPage() {
  useDocumentTitle('Painel da Farmácia');
  const session = usePharmacySession();
  const auth = useAuth();

  if (session.status === 'pending') return <SessionLoading pending={session} />;
  const user = session.data;
  if (!user)
    return auth.isSigningOut() ? (
      <LoadingScreen label="Saindo..." />
    ) : (
      <Navigate to="/farmacia-login" replace />
    );

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <PanelHeader
        title={user.name}
        subtitle={`CNPJ ${formatCnpj(user.cnpj)}`}
        onSignOut={() => void auth.signOut(['pharmacy'], '/farmacia-login')}
      />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto max-w-4xl space-y-6 px-4 py-6 focus:outline-none sm:px-6"
      >
        <h1 className="text-2xl font-semibold text-slate-900">Painel da Farmácia</h1>
        <PanelContent user={user} />
      </main>
    </div>
  );
}

function PanelContent({ user }: { user: PharmacyUser }) {
  const auth = useAuth();
  const dispensings = useDispensings();
  // A session ended meanwhile (a new password, a deactivation) sends the counter back to sign in.
  if (isUnauthenticated(dispensings.error) && !auth.isSigningOut())
    return <Navigate to="/farmacia-login" replace />;

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Validar receita</CardTitle>
        </CardHeader>
        <CardContent>
          <OpenPrescriptionForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Dispensações registradas</CardTitle>
          <p className="text-sm text-slate-600">
            Cada dispensação fica registrada com a farmácia e o farmacêutico responsável.
          </p>
        </CardHeader>
        <CardContent>
          <DispensingsList list={dispensings} />
        </CardContent>
      </Card>
      <PharmacyDetails user={user} />
    </>
  );
}

function PharmacyDetails({ user }: { user: PharmacyUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados da farmácia</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Item label="Farmacêutico responsável">
            {user.pharmacist_name} · CRF-{user.pharmacist_crf_uf} {user.pharmacist_crf}
          </Item>
          <Item label="CNPJ">{formatCnpj(user.cnpj)}</Item>
          <Item label="Endereço">{user.address ?? '—'}</Item>
          <Item label="Telefone">
            <PhoneNumber value={user.phone} fallback="—" />
          </Item>
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          Para alterar estes dados, procure a Secretaria de Saúde.
        </p>
      </CardContent>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
