import { Link, useNavigate } from 'react-router';
import { Landmark } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { AuthorisedBodies } from '../components/authorised-bodies';
import { UsernameLoginForm } from '@/features/auth';

/** '/public-authority-login' (spec 02 section 2). */
export default function PublicAuthorityLoginPage() {
  useDocumentTitle('Acesso de Órgãos Públicos');
  const navigate = useNavigate();
  return (
    <PublicPage back={{ to: '/public-authority-access', label: 'Voltar' }}>
      <PageIntro icon={<Landmark className="size-7" aria-hidden="true" />} title="Acesso de Órgãos Públicos">
        Área restrita para consulta de pessoas atendidas sem documentos.
      </PageIntro>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <UsernameLoginForm
            kind="public_authority"
            onSuccess={() => void navigate('/public-authority-panel', { replace: true })}
          />
        </CardContent>
      </Card>
      <Card className="mt-6 p-5">
        <section aria-labelledby="orgaos-autorizados">
          <h2 id="orgaos-autorizados" className="mb-3 text-sm font-semibold text-slate-800">
            Órgãos autorizados
          </h2>
          <AuthorisedBodies />
        </section>
      </Card>
      <p className="mt-6 text-center">
        <Link to="/" className="text-sm font-medium text-teal-800 hover:underline">
          Voltar ao sistema de saúde
        </Link>
      </p>
    </PublicPage>
  );
}
