import { passwordChangeSchema } from '@saude/shared/schemas/auth';
import { FormField } from '@/components/form/form-field';
import { mutationFormProps } from '@/components/form/mutation-form';
import { SchemaForm } from '@/components/form/schema-form';
import { useEditClearsError } from '@/components/form/use-edit-clears-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useChangePassword } from '../api/use-change-password';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

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

const DEFAULTS = { current_password: '', new_password: '', confirm_password: '' };
const Field = FormField<typeof DEFAULTS>;

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useSchemaForm(passwordChangeSchema, DEFAULTS);
  useEditClearsError(form);
  return (
    <SchemaForm
      form={form}
      {...mutationFormProps(change, {
        success: 'Senha alterada. Os outros aparelhos precisarão entrar de novo.',
        onDone,
        errorFallback: 'Erro ao alterar a senha. Tente novamente.',
      })}
      submitLabel="Alterar senha"
    >
      <Field
        name="current_password"
        id="senha-current_password"
        label="Senha atual"
        kind="password"
        required
        autoComplete="current-password"
      />
      <Field name="new_password" id="senha-new_password" label="Nova senha" kind="password" required />
      <Field
        name="confirm_password"
        id="senha-confirm_password"
        label="Confirmar nova senha"
        kind="password"
        required
      />
    </SchemaForm>
  );
}
