import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, KeyRound } from '@/components/icons';
import { RESET_CODE_MINUTES, type ResetAccountKind } from '@saude/shared/schemas/password-reset';
import { PageIntro, PublicPage } from '@/components/layout/public-page';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/document-title';
import { usePublicConfig } from '@/features/public-config';
import { AccountKindPicker } from '../components/account-kind-picker';
import { EmailCodeRequest } from '../components/email-code-request';
import { ResetPasswordForm } from '../components/reset-password-form';
import { kindFromParam, loginPath } from '../reset-paths';

/**
 * '/redefinir-senha?tipo=paciente|funcionario' (decision 017): a way back in for whoever forgot the
 * password. The code comes from the reception of any unit, after a photo ID is seen, or by e-mail
 * where the installation can send it.
 */
export default function PasswordResetPage() {
  useDocumentTitle('Redefinir senha');
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const [kind, setKind] = useState<ResetAccountKind>(() => kindFromParam(params.get('tipo')));
  const [cpf, setCpf] = useState('');
  // The kind whose password was reset: the way to its login.
  const [done, setDone] = useState<ResetAccountKind | null>(null);

  return (
    <PublicPage back={{ to: loginPath(done ?? kind), label: 'Voltar' }}>
      <PageIntro icon={<KeyRound className="size-7" aria-hidden="true" />} title="Redefinir senha">
        Peça um código na recepção de qualquer unidade de saúde, levando um documento com foto. O código vale
        por {RESET_CODE_MINUTES} minutos e funciona uma única vez.
      </PageIntro>
      <Card>
        {done ? (
          <CardContent className="space-y-5 pt-5 sm:pt-6">
            <div
              role="status"
              className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
            >
              <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p className="font-medium">Senha redefinida. Entre com a nova senha.</p>
            </div>
            <Link to={loginPath(done)} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              Entrar
            </Link>
          </CardContent>
        ) : (
          <CardContent className="space-y-6 pt-5 sm:pt-6">
            <AccountKindPicker name="redefinir-tipo" value={kind} onChange={setKind} />
            {config?.passwordResetByEmail ? (
              <>
                <EmailCodeRequest kind={kind} onRequested={(requested) => setCpf((c) => c || requested)} />
                <div className="h-px bg-slate-200" aria-hidden="true" />
              </>
            ) : null}
            <ResetPasswordForm kind={kind} cpf={cpf} onCpfChange={setCpf} onReset={setDone} />
          </CardContent>
        )}
      </Card>
      {done ? null : (
        <p className="mt-6 text-center text-sm text-slate-700">
          Lembrou a senha?{' '}
          <Link to={loginPath(kind)} className="font-medium text-teal-800 underline-offset-4 hover:underline">
            Entrar
          </Link>
        </p>
      )}
    </PublicPage>
  );
}
