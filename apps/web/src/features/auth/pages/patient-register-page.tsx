import { Link, useNavigate } from 'react-router';
import { UserPlus } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { RegistrationForm } from '@/features/registration';

/** '/patient-register' (spec 01 sections 2 and 5): success signs the patient in and opens /dashboard. */
export default function PatientRegisterPage() {
  useDocumentTitle('Cadastro de Paciente');
  const navigate = useNavigate();
  return (
    <PublicPage back={{ to: '/login', label: 'Voltar' }} width="md">
      <PageIntro icon={<UserPlus className="size-7" aria-hidden="true" />} title="Cadastro de Paciente">
        Crie sua conta para agendar consultas e acompanhar sua saúde.
      </PageIntro>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <p className="mb-6 text-sm text-slate-600">
            Campos marcados com <span className="font-medium text-red-700">*</span> são obrigatórios.
          </p>
          <RegistrationForm onRegistered={() => void navigate('/dashboard', { replace: true })} />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link to="/login" className="font-medium text-teal-800 underline-offset-4 hover:underline">
          Já tem conta? Fazer login
        </Link>
      </p>
    </PublicPage>
  );
}
