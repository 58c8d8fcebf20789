import { KeyRound } from '@/components/icons';
import {
  RESET_ACCOUNT_LABELS,
  formatResetCode,
  issueResetCodeSchema,
  type IssuedResetCode,
  type ResetAccountKind,
} from '@saude/shared/schemas/password-reset';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatClock } from '@/lib/format-date';
import { useIssueResetCode } from '../api/use-issue-reset-code';
import { AccountKindPicker } from './account-kind-picker';

type IssueResetCodeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Redefinir senha' at the counter (decision 017): after seeing a photo ID, the reception or the
 * unit gives the person a one-time code to type on /redefinir-senha. The code lives only in this
 * dialog: closing it forgets it.
 */
export function IssueResetCodeDialog({ open, onOpenChange }: IssueResetCodeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Redefinir senha"
          description="Gere um código para quem esqueceu a senha. A pessoa o digita em “Esqueci minha senha”, na tela de entrada."
        >
          <IssueForm onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const DEFAULTS: { cpf: string; account_kind: ResetAccountKind; identity_checked: boolean } = {
  cpf: '',
  account_kind: 'patient',
  identity_checked: false,
};

function IssueForm({ onClose }: { onClose: () => void }) {
  const issue = useIssueResetCode();
  const form = useSchemaForm(issueResetCodeSchema, DEFAULTS);
  const kind = form.watch('account_kind');

  if (issue.isSuccess) return <IssuedCode issued={issue.data} onClose={onClose} />;

  return (
    <SchemaForm
      form={form}
      onSubmit={(body) => issue.mutate(body)}
      onCancel={onClose}
      busy={issue.isPending}
      submitLabel={
        <>
          <KeyRound className="size-4" aria-hidden="true" />
          Gerar código
        </>
      }
      busyLabel="Gerando..."
      error={issue.error}
      errorFallback="Erro ao gerar o código. Tente novamente."
    >
      <AccountKindPicker
        name="emitir-codigo-tipo"
        value={kind}
        onChange={(next) => form.setValue('account_kind', next)}
      />
      <FormField<typeof DEFAULTS>
        name="cpf"
        id="emitir-codigo-cpf"
        label="CPF"
        kind="cpf"
        required
        autoComplete="off"
        placeholder="000.000.000-00"
      />
      <CheckboxField<typeof DEFAULTS>
        name="identity_checked"
        id="emitir-codigo-documento"
        label="Conferi um documento com foto desta pessoa"
        required
      />
    </SchemaForm>
  );
}

/** The code as it is read aloud, with whose account it opens and until when. */
function IssuedCode({ issued, onClose }: { issued: IssuedResetCode; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <div role="status" className="space-y-3 rounded-xl border border-teal-200 bg-teal-50 p-4 text-center">
        <p className="text-sm text-slate-700">
          Código para <strong className="text-slate-900">{issued.account_name}</strong> (
          {RESET_ACCOUNT_LABELS[issued.account_kind]})
        </p>
        <p
          data-testid="codigo-redefinicao"
          className="font-mono text-4xl font-bold tracking-widest text-slate-900 tabular-nums sm:text-5xl"
        >
          {formatResetCode(issued.code)}
        </p>
        <p className="text-sm font-medium text-slate-800">
          Vale até {formatClock(issued.expires_at)}, uma única vez.
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Entregue o código somente a esta pessoa. Ela abre “Esqueci minha senha” na tela de entrada e escolhe a
        nova senha.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button onClick={onClose}>Concluir</Button>
      </div>
    </div>
  );
}
