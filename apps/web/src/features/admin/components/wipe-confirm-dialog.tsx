import { useState } from 'react';
import { TriangleExclamationPoint } from '@/components/icons';
import { toast } from '@/components/ui/toast';
import { WIPE_CONFIRMATION_WORD, adminWipeSchema } from '@saude/shared/schemas/admin';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useWipe, type WipeTarget } from '../api/use-wipe';

type Texts = { title: string; first: string; success: string; failure: string };

const TEXTS: Record<WipeTarget, Texts> = {
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

  return <WipeForm target={target} texts={texts} onDone={onDone} />;
}

const DEFAULTS = { confirmation: '', password: '' };
const Field = FormField<typeof DEFAULTS>;

/** The second confirmation: the typed word must be exactly CONFIRMAR (the schema checks it again). */
function WipeForm({ target, texts, onDone }: { target: WipeTarget; texts: Texts; onDone: () => void }) {
  const form = useSchemaForm(adminWipeSchema, DEFAULTS);
  const wipe = useWipe(target);
  const values = form.watch();
  const ready = values.confirmation === WIPE_CONFIRMATION_WORD && values.password !== '';
  return (
    <SchemaForm
      form={form}
      onSubmit={(body) =>
        wipe.mutate(body, {
          onSuccess: () => {
            toast.success(texts.success);
            onDone();
          },
        })
      }
      onCancel={onDone}
      busy={wipe.isPending}
      submitDisabled={!ready}
      submitVariant="danger"
      submitLabel="Excluir definitivamente"
      busyLabel="Excluindo..."
      error={wipe.error}
      errorFallback={texts.failure}
    >
      <p className="text-sm text-slate-800">
        Última confirmação: digite <strong>{WIPE_CONFIRMATION_WORD}</strong> e a sua senha para excluir.
      </p>
      <Field
        name="confirmation"
        id={`wipe-${target}-palavra`}
        label={`Digite ${WIPE_CONFIRMATION_WORD}`}
        required
        autoComplete="off"
      />
      <Field
        name="password"
        id={`wipe-${target}-senha`}
        label="Sua senha"
        kind="password"
        required
        autoComplete="current-password"
      />
    </SchemaForm>
  );
}
