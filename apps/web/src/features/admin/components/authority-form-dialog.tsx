import { useState } from 'react';
import { toast } from 'sonner';
import { AUTHORITY_TYPES, AUTHORITY_TYPE_LABELS, type AuthorityType } from '@saude/shared/auth/roles';
import { LIMITS } from '@saude/shared/domain/constants';
import { adminAuthorityCreateSchema, adminAuthorityUpdateSchema } from '@saude/shared/schemas/admin';
import type { PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { errorText } from './admin-ui';
import { PasswordField, SelectInput, TextInput, FormActions, PhoneInput } from './form-fields';
import { validate, type FieldErrors } from './form-helpers';

const TYPE_OPTIONS = AUTHORITY_TYPES.map((t) => ({ value: t, label: AUTHORITY_TYPE_LABELS[t] }));

type Props = { open: boolean; onOpenChange: (open: boolean) => void; authority?: PublicAuthorityUser | null };

/** 'Criar conta de órgão público' (type defaults to police), or edit one from /users-management. */
export function AuthorityFormDialog({ open, onOpenChange, authority }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={authority ? 'Editar Órgão Público' : 'Criar Conta de Órgão Público'}>
        {open ? <AuthorityForm authority={authority ?? null} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The server's text, else the spec's fallbacks for a refusal and for no answer at all. */
const failureText = (error: unknown, editing: boolean) =>
  editing
    ? errorText(error, 'Erro ao salvar')
    : errorText(error, 'Erro ao criar conta do órgão público', 'Erro ao criar conta. Tente novamente.');

function AuthorityForm({ authority, onDone }: { authority: PublicAuthorityUser | null; onDone: () => void }) {
  const [values, setValues] = useState({
    username: authority?.username ?? '',
    authority_type: (authority?.authority_type ?? 'police') as AuthorityType,
    authority_name: authority?.authority_name ?? '',
    contact_email: authority?.contact_email ?? '',
    contact_phone: maskPhone(authority?.contact_phone ?? ''),
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAccount('public-authorities');
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const ready =
    values.username.trim() !== '' &&
    values.authority_name.trim() !== '' &&
    (authority ? true : values.password.length >= LIMITS.passwordMin);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = validate(authority ? adminAuthorityUpdateSchema : adminAuthorityCreateSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { id: authority?.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(
            authority ? 'Órgão público atualizado' : 'Conta do órgão público criada com sucesso!',
          );
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {save.error ? <Alert tone="error">{failureText(save.error, authority != null)}</Alert> : null}
      <TextInput
        id="orgao-usuario"
        label="Nome de usuário"
        required
        autoComplete="off"
        value={values.username}
        onValue={set('username')}
        error={errors.username}
      />
      <SelectInput
        id="orgao-tipo"
        label="Tipo de órgão"
        required
        options={TYPE_OPTIONS}
        value={values.authority_type}
        onValue={set('authority_type')}
        error={errors.authority_type}
      />
      <TextInput
        id="orgao-nome"
        label="Nome do órgão"
        required
        value={values.authority_name}
        onValue={set('authority_name')}
        error={errors.authority_name}
      />
      <PasswordField
        id="orgao-senha"
        label="Senha"
        required={!authority}
        hint={authority ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="orgao-email"
          label="E-mail de contato"
          type="email"
          value={values.contact_email}
          onValue={set('contact_email')}
          error={errors.contact_email}
        />
        <PhoneInput
          id="orgao-telefone"
          label="Telefone de contato"
          value={values.contact_phone}
          onValue={set('contact_phone')}
          error={errors.contact_phone}
        />
      </div>
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        disabled={!ready}
        submitLabel={authority ? 'Salvar' : 'Criar Conta'}
      />
    </form>
  );
}
