import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Clock } from '@/components/icons';
import { USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from './auth-provider';

type PendingActivationNoticeProps = {
  userType: string | null;
  onSignOut: () => void;
};

/**
 * A staff profile chosen at profile setup starts inactive: nobody grants themselves a role. The
 * user is told plainly that the health department must activate it.
 */
export function PendingActivationNotice({ userType, onSignOut }: PendingActivationNoticeProps) {
  const auth = useAuth();
  const [checking, setChecking] = useState(false);
  const label = userType ? USER_TYPE_LABELS[userType as keyof typeof USER_TYPE_LABELS] : undefined;

  async function checkAgain() {
    setChecking(true);
    try {
      await auth.refreshMainSession();
    } catch {
      // No answer (decision 062): the notice stays, and says why nothing changed.
      toast.error('Sem conexão com o servidor. Tente novamente.');
    } finally {
      setChecking(false);
    }
  }

  return (
    <Card className="mx-auto max-w-lg p-6 text-center sm:p-8">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-800">
        <Clock className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Cadastro aguardando ativação</h2>
      <p role="status" className="mt-2 text-slate-700">
        Seu perfil{label ? ` de ${label}` : ''} foi criado e precisa ser ativado pela Secretaria de Saúde
        antes do primeiro acesso. Você poderá entrar normalmente assim que a ativação for feita.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={() => void checkAgain()} disabled={checking}>
          {checking ? 'Verificando...' : 'Verificar novamente'}
        </Button>
        <Button variant="outline" onClick={onSignOut}>
          Sair
        </Button>
      </div>
    </Card>
  );
}
