import { useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import {
  RESET_ACCOUNT_LABELS,
  formatResetCode,
  issueResetCodeSchema,
  type IssuedResetCode,
  type ResetAccountKind,
} from '@saude/shared/schemas/password-reset';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-client';
import { formatClock } from '@/lib/format-date';
import { MASKED_LENGTH, maskCpf } from '@/lib/masks';
import { useIssueResetCode } from '../api/use-issue-reset-code';
import { validate, type FieldErrors } from '../validate';
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

function IssueForm({ onClose }: { onClose: () => void }) {
  const issue = useIssueResetCode();
  const [kind, setKind] = useState<ResetAccountKind>('patient');
  const [cpf, setCpf] = useState('');
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const cpfRef = useRef<HTMLInputElement>(null);
  const checkRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (issue.isPending) return;
    const result = validate(issueResetCodeSchema, { cpf, account_kind: kind, identity_checked: checked });
    setErrors(result.errors ?? {});
    if (!result.data) {
      (result.errors.cpf ? cpfRef : checkRef).current?.focus();
      return;
    }
    issue.mutate(result.data);
  }

  if (issue.isSuccess) return <IssuedCode issued={issue.data} onClose={onClose} />;

  const checkError = errors.identity_checked;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {issue.isError ? (
        <Alert tone="error">{apiErrorMessage(issue.error, 'Erro ao gerar o código. Tente novamente.')}</Alert>
      ) : null}
      <AccountKindPicker name="emitir-codigo-tipo" value={kind} onChange={setKind} />
      <Field id="emitir-codigo-cpf" label="CPF" required error={errors.cpf}>
        {(control) => (
          <Input
            {...control}
            ref={cpfRef}
            value={cpf}
            onChange={(e) => setCpf(maskCpf(e.target.value))}
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={MASKED_LENGTH.cpf}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <Checkbox
          id="emitir-codigo-documento"
          ref={checkRef}
          label="Conferi um documento com foto desta pessoa"
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            if (e.target.checked) setErrors((all) => ({ ...all, identity_checked: undefined }));
          }}
          required
          aria-invalid={checkError ? true : undefined}
          aria-describedby={checkError ? 'emitir-codigo-documento-erro' : undefined}
          className="items-start [&>input]:mt-0.5"
        />
        {checkError ? (
          <p id="emitir-codigo-documento-erro" className="text-sm font-medium text-red-700">
            {checkError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={issue.isPending}>
          <KeyRound className="size-4" aria-hidden="true" />
          {issue.isPending ? 'Gerando...' : 'Gerar código'}
        </Button>
      </div>
    </form>
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
