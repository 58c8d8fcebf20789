import { Link } from 'react-router';
import type { IconComponent } from '@/components/icons';
import { ArrowRight, KeyRound, Landmark, Mail, ScanSearch, Search } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { usePublicConfig } from '@/features/public-config';
import { AuthorisedBodies } from '../components/authorised-bodies';

const FEATURES: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: ScanSearch,
    title: 'Pessoas sem documentos',
    text: 'Consulte, com foto e descrição, as pessoas atendidas sem documentos nas unidades de saúde.',
  },
  {
    icon: Search,
    title: 'Busca avançada',
    text: 'Filtre por idade, sexo, descrição física e local de atendimento para cruzar com seus registros.',
  },
  {
    icon: Mail,
    title: 'Mensagens da Secretaria',
    text: 'Receba comunicados oficiais da Secretaria Municipal de Saúde.',
  },
];

/** Demo mode only: the four test authority accounts share one password (spec 02 section 1). */
function TestCredentials() {
  const config = usePublicConfig();
  const accounts = config?.demo ? config.demoAccounts : null;
  if (!accounts || accounts.authorities.length === 0) return null;
  return (
    <section
      aria-labelledby="credenciais-teste"
      className="rounded-2xl border border-dashed border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <h2 id="credenciais-teste" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden="true" /> Credenciais de teste
      </h2>
      <ul className="mt-3 grid gap-1.5 sm:grid-cols-2">
        {accounts.authorities.map((account) => (
          <li key={account.username}>
            <code className="rounded bg-white px-1.5 py-0.5">{account.username}</code>{' '}
            <span className="text-amber-900">· {account.authority_name}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        Todas as contas usam a mesma senha de teste:{' '}
        <code className="rounded bg-white px-1.5 py-0.5">{accounts.password}</code>
      </p>
    </section>
  );
}

/** '/public-authority-access' (spec 02 section 2): presentation of the restricted area. */
export default function PublicAuthorityAccessPage() {
  useDocumentTitle('Órgãos Públicos');
  return (
    <PublicPage back={{ to: '/system-access', label: 'Voltar' }} width="lg">
      <PageIntro
        icon={<Landmark className="size-7" aria-hidden="true" />}
        title="Acesso para Órgãos Públicos"
      >
        <p className="mx-auto max-w-2xl">
          Área restrita para consulta de pessoas atendidas sem documentos nas unidades de saúde do município,
          para confronto com registros de pessoas desaparecidas, mandados ou medidas judiciais. Todo acesso é
          registrado.
        </p>
      </PageIntro>

      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <Icon className="size-6 text-teal-700" aria-hidden="true" />
              <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card className="p-5">
          <h2 className="mb-3 font-semibold text-slate-900">Órgãos autorizados</h2>
          <AuthorisedBodies />
        </Card>
        <Card className="flex flex-col justify-center gap-3 p-5">
          <p className="text-slate-700">Já possui conta criada pela Secretaria de Saúde?</p>
          <Link to="/public-authority-login" className={buttonClasses({ size: 'lg' })}>
            Entrar na área restrita
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </Card>
      </div>

      <div className="mt-6">
        <TestCredentials />
      </div>

      <p className="mt-8 text-center">
        <Link to="/" className="font-medium text-teal-800 hover:underline">
          Voltar ao sistema de saúde
        </Link>
      </p>
    </PublicPage>
  );
}
