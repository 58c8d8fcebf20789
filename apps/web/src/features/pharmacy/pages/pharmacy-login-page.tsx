import { Link, useNavigate, useSearchParams } from 'react-router';
import { KeyRound, Pill } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { returnToValidation } from '@/lib/validation-return';
import { UsernameLoginForm } from '@/features/auth';
import { usePublicConfig } from '@/features/public-config';

/** '/farmacia-login': a partner pharmacy's sign-in (docs/decisions/023-pharmacy-accounts.md). */
export default function PharmacyLoginPage() {
  useDocumentTitle('Acesso de Farmácias');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = returnToValidation(params.get('next'), '/farmacia');
  return (
    <PublicPage back={{ to: '/system-access', label: 'Voltar' }}>
      <PageIntro icon={<Pill className="size-7" aria-hidden="true" />} title="Farmácias parceiras">
        Valide receitas digitais pelo QR code e registre a dispensação dos medicamentos.
      </PageIntro>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <UsernameLoginForm kind="pharmacy" onSuccess={() => void navigate(next, { replace: true })} />
        </CardContent>
      </Card>
      <TestCredentials />
      <p className="mt-6 text-center text-sm text-slate-700">
        Não tem acesso? A conta da farmácia é criada pela Secretaria de Saúde.
      </p>
      <p className="mt-2 text-center">
        <Link to="/validar-receita" className="text-sm font-medium text-teal-800 hover:underline">
          Só conferir uma receita, sem entrar
        </Link>
      </p>
    </PublicPage>
  );
}

/** Demo mode only: the demo city's pharmacies share the demo password. */
function TestCredentials() {
  const config = usePublicConfig();
  const accounts = config?.demo ? config.demoAccounts : null;
  if (!accounts?.pharmacies?.length) return null;
  return (
    <section
      aria-labelledby="credenciais-farmacia"
      className="mt-6 rounded-2xl border border-dashed border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <h2 id="credenciais-farmacia" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden="true" /> Credenciais de teste
      </h2>
      <ul className="mt-3 space-y-1.5">
        {accounts.pharmacies.map((account) => (
          <li key={account.username}>
            <code className="rounded bg-white px-1.5 py-0.5">{account.username}</code>{' '}
            <span className="text-amber-900">· {account.name}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Senha: <code className="rounded bg-white px-1.5 py-0.5">{accounts.password}</code>
      </p>
    </section>
  );
}
