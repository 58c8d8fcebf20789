import { useState } from 'react';
import { TriangleExclamationPoint } from 'lucide-react';
import { toast } from 'sonner';
import { WIPE_CONFIRMATION_WORD } from '@saude/shared/schemas/admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { useWipe, type WipeTarget } from '../api/use-wipe';
import { PasswordField, TextInput } from './form-fields';

const TEXTS: Record<WipeTarget, { title: string; first: string; success: string; failure: string }> = {
  users: {
    title: 'Excluir todos os dados do sistema',
    first:
      'Tem certeza que deseja excluir TODOS os dados do sistema? Pacientes, funcionários, consultas, receitas, exames e relatórios serão apagados permanentemente.',
    success: 'Todos os dados foram excluídos com sucesso.',
    failure: 'Erro ao excluir dados',
  },
  patients: {
    title: 'Excluir todos os pacientes',
    first:
      'Tem certeza que deseja excluir TODOS os pacientes e os seus dados? Esta ação não pode ser desfeita.',
    success: 'Todos os pacientes foram excluídos com sucesso.',
    failure: 'Erro ao excluir pacientes',
  },
};

type Props = { target: WipeTarget; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Two confirmations: first a plain question, then the typed CONFIRMAR and the member's own password,
 * both checked by the server before anything is deleted.
 */
export function WipeConfirmDialog({ target, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={TEXTS[target].title}>
        {open ? <WipeSteps target={target} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function WipeSteps({ target, onDone }: { target: WipeTarget; onDone: () => void }) {
  const texts = TEXTS[target];
  const [step, setStep] = useState<1 | 2>(1);
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const wipe = useWipe(target);

  if (step === 1)
    return (
      <div className="space-y-4">
        <Alert tone="warning" icon={TriangleExclamationPoint}>
          {texts.first}
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => setStep(2)}>
            Sim, continuar
          </Button>
        </div>
      </div>
    );

  const ready = word === WIPE_CONFIRMATION_WORD && password !== '';
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        wipe.mutate(
          { confirmation: WIPE_CONFIRMATION_WORD, password },
          {
            onSuccess: () => {
              toast.success(texts.success);
              onDone();
            },
          },
        );
      }}
    >
      {wipe.error ? <Alert tone="error">{apiErrorMessage(wipe.error, texts.failure)}</Alert> : null}
      <p className="text-sm text-slate-800">
        Última confirmação: digite <strong>{WIPE_CONFIRMATION_WORD}</strong> e a sua senha para excluir.
      </p>
      <TextInput
        id={`wipe-${target}-palavra`}
        label={`Digite ${WIPE_CONFIRMATION_WORD}`}
        required
        autoComplete="off"
        value={word}
        onValue={setWord}
      />
      <PasswordField
        id={`wipe-${target}-senha`}
        label="Sua senha"
        required
        value={password}
        onValue={setPassword}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" variant="danger" disabled={!ready || wipe.isPending}>
          {wipe.isPending ? 'Excluindo...' : 'Excluir definitivamente'}
        </Button>
      </div>
    </form>
  );
}
