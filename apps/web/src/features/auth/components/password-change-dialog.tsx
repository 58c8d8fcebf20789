import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { passwordChangeSchema, type PasswordChange } from '@saude/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/use-change-password';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

/** "Alterar senha": the current password again, the new one twice; other devices are signed out. */
export function PasswordChangeDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Alterar senha"
          description="Ao alterar a senha, você sai da sua conta nos outros aparelhos."
        >
          <PasswordChangeForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const set = (key: keyof PasswordChange) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors(({ [key]: _edited, ...rest }) => rest);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])) as typeof errors);
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Senha alterada. Os outros aparelhos precisarão entrar de novo.');
        onDone();
      },
    });
  };

  const field = (key: keyof PasswordChange, label: string, autoComplete: string) => (
    <Field id={`senha-${key}`} label={label} required error={errors[key]}>
      {(control) => (
        <PasswordInput {...control} autoComplete={autoComplete} value={values[key]} onChange={set(key)} />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {field('current_password', 'Senha atual', 'current-password')}
      {field('new_password', 'Nova senha', 'new-password')}
      {field('confirm_password', 'Confirmar nova senha', 'new-password')}
      {change.isError ? (
        <Alert tone="error">
          {apiErrorMessage(change.error, 'Erro ao alterar a senha. Tente novamente.')}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={change.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner className="size-4" /> : null}
          {change.isPending ? 'Salvando...' : 'Alterar senha'}
        </Button>
      </div>
    </form>
  );
}
