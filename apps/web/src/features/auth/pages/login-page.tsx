import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LogIn } from '@/components/icons';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { usePublicConfig } from '@/features/public-config';
import { SessionLoading, useMainSession } from '@/features/session';
import type { CpfLoginMode } from '../api/use-cpf-login';
import { CpfLoginForm } from '../components/cpf-login-form';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { LoginModeSwitch } from '../components/login-mode-switch';

const INTRO: Record<CpfLoginMode, string> = {
  patient: 'Acesse suas consultas, receitas e carteira de saúde.',
  staff: 'Acesso para médicos, recepção e equipe da Secretaria de Saúde.',
};

/**
 * '/login' (spec 01 section 2): patient login by default, staff login on the switch or with
 * '?tipo=funcionario'.
 */
export default function LoginPage() {
  useDocumentTitle('Entrar');
  const session = useMainSession();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Why the last sign-in with Google did not complete (from /auth/callback), and the CPF of an account
  // that registration found already made (the patient's form starts with it).
  const arrival = useLocation().state as { notice?: unknown; cpf?: unknown } | null;
  const notice = arrival?.notice;
  const arrivedCpf = typeof arrival?.cpf === 'string' ? arrival.cpf : undefined;
  const hydrated = useHydrated();
  const [chosen, setMode] = useState<CpfLoginMode | null>(null);
  // '?tipo=funcionario' (after a staff password reset) opens the staff login. The page built ahead is
  // the patient's, so the asked-for kind is taken once the browser has taken that HTML over.
  const mode: CpfLoginMode =
    chosen ?? (hydrated && params.get('tipo') === 'funcionario' ? 'staff' : 'patient');
  // "Signed-in users go to /" is decided once, on arrival: a login made on this page must not
  // trigger it on its way to /dashboard.
  const arrivedSignedIn = useRef<boolean | null>(null);

  if (session.status === 'pending') return <SessionLoading pending={session} />;
  arrivedSignedIn.current ??= session.session !== null;
  if (arrivedSignedIn.current) return <Navigate to="/" replace />;

  return (
    <PublicPage back={{ to: '/system-access', label: 'Voltar' }}>
      <PageIntro icon={<LogIn className="size-7" aria-hidden="true" />} title="Entrar no Sistema">
        {INTRO[mode]}
      </PageIntro>
      <Card>
        <CardContent className="space-y-6 pt-5 sm:pt-6">
          {typeof notice === 'string' ? <Alert tone="error">{notice}</Alert> : null}
          <LoginModeSwitch mode={mode} onChange={setMode} />
          <h2 className="sr-only">
            {mode === 'patient' ? 'Login do paciente' : 'Login do funcionário da saúde'}
          </h2>
          <CpfLoginForm
            key={mode}
            mode={mode}
            initialCpf={mode === 'patient' ? arrivedCpf : undefined}
            demoAccounts={config?.demo ? config.demoAccounts : null}
            onSuccess={() => void navigate('/dashboard', { replace: true })}
          />
          {mode === 'patient' ? (
            <p className="text-center text-sm text-slate-700">
              Ainda não tem conta?{' '}
              <Link
                to="/patient-register"
                className="font-medium text-teal-800 underline-offset-4 hover:underline"
              >
                Criar conta de paciente
              </Link>
            </p>
          ) : null}
          {/* Offered only where the installation has it: a disabled button is a dead end to a citizen. */}
          {config?.googleEnabled ? (
            <>
              <div className="flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
                <span className="h-px flex-1 bg-slate-200" />
                ou
                <span className="h-px flex-1 bg-slate-200" />
              </div>
              <GoogleSignInButton />
            </>
          ) : null}
        </CardContent>
      </Card>
    </PublicPage>
  );
}
