import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';

/** '/patient-register' (spec 01 sections 2 and 5). The registration form is built next. */
export default function PatientRegisterPage() {
  useDocumentTitle('Cadastro de Paciente');
  return (
    <PublicPage back={{ to: '/login', label: 'Voltar' }} width="md">
      <PageIntro icon={<UserPlus className="size-7" aria-hidden="true" />} title="Cadastro de Paciente">
        Crie sua conta para agendar consultas e acompanhar sua saúde.
      </PageIntro>
      <Card>
        <CardContent className="pt-5 text-center text-slate-700 sm:pt-6">
          <p>O formulário de cadastro estará disponível nesta página.</p>
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
