import { useNavigate } from 'react-router';
import { Building, ShieldCheck } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { UsernameLoginForm } from '@/features/auth';

/** '/secsaude': login of the health department (spec 02 section 2). */
export default function HealthDepartmentLoginPage() {
  useDocumentTitle('Secretaria de Saúde');
  const navigate = useNavigate();
  return (
    <PublicPage back={{ to: '/', label: 'Início' }}>
      <PageIntro icon={<Building className="size-7" aria-hidden="true" />} title="Secretaria de Saúde">
        Painel de administração da plataforma municipal de saúde.
      </PageIntro>
      <Card>
        <CardContent className="space-y-5 pt-5 sm:pt-6">
          <Alert tone="warning" icon={ShieldCheck}>
            Acesso restrito a administradores autorizados da Secretaria Municipal de Saúde.
          </Alert>
          <UsernameLoginForm
            kind="health_department"
            onSuccess={() => void navigate('/admin', { replace: true })}
          />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
