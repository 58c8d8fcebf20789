import { Link, useNavigate, useSearchParams } from 'react-router';
import { Hospital } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { returnToValidation } from '@/lib/validation-return';
import { UsernameLoginForm } from '@/features/auth';

/** '/hospital-login': login of a hospital or UBS (spec 02 section 2). */
export default function HospitalLoginPage() {
  useDocumentTitle('Acesso Hospitais e UBS');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = returnToValidation(params.get('next'), '/hospital-panel');
  return (
    <PublicPage back={{ to: '/system-access', label: 'Voltar' }}>
      <PageIntro icon={<Hospital className="size-7" aria-hidden="true" />} title="Hospitais e UBS">
        Aprove consultas, agende exames e gerencie as agendas da sua unidade.
      </PageIntro>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <UsernameLoginForm kind="hospital" onSuccess={() => void navigate(next, { replace: true })} />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-700">
        Não tem acesso? A conta da unidade é criada pela Secretaria de Saúde.
      </p>
      <p className="mt-2 text-center">
        <Link to="/system-access" className="text-sm font-medium text-teal-800 hover:underline">
          Voltar para a escolha de acesso
        </Link>
      </p>
    </PublicPage>
  );
}
