import { AUTHORITY_TYPES, AUTHORITY_TYPE_LABELS } from '@saude/shared/auth/roles';
import { LIMITS } from '@saude/shared/domain/constants';
import { adminAuthorityCreateSchema, adminAuthorityUpdateSchema } from '@saude/shared/schemas/admin';
import type { PublicAuthorityUser } from '@saude/shared/schemas/auth';
import { FormField } from '@/components/form/form-field';
import { missingFieldsHint, passwordRequirement } from '@/components/form/missing-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { accountSaveProps } from './account-save';

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

const defaults = (authority: PublicAuthorityUser | null) => ({
  username: authority?.username ?? '',
  authority_type: authority?.authority_type ?? 'police',
  authority_name: authority?.authority_name ?? '',
  contact_email: authority?.contact_email ?? '',
  contact_phone: maskPhone(authority?.contact_phone ?? ''),
  password: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function AuthorityForm({ authority, onDone }: { authority: PublicAuthorityUser | null; onDone: () => void }) {
  const form = useSchemaForm(
    authority ? adminAuthorityUpdateSchema : adminAuthorityCreateSchema,
    defaults(authority),
  );
  const save = useSaveAccount('public-authorities');
  const values = form.watch();
  const missing = missingFieldsHint([
    { label: 'Nome de usuário', met: values.username.trim() !== '' },
    { label: 'Nome do órgão', met: values.authority_name.trim() !== '' },
    ...(authority ? [] : [passwordRequirement(values.password, LIMITS.passwordMin)]),
  ]);

  return (
    <SchemaForm
      form={form}
      {...accountSaveProps(save, {
        id: authority?.id,
        saved: authority ? 'Órgão público atualizado' : 'Conta do órgão público criada com sucesso!',
        onDone,
        errorFallback: authority ? 'Erro ao salvar' : 'Erro ao criar conta do órgão público',
        offlineText: authority ? 'Erro ao salvar. Tente novamente.' : 'Erro ao criar conta. Tente novamente.',
      })}
      submitDisabled={missing !== undefined}
      submitHint={missing}
      submitLabel={authority ? 'Salvar' : 'Criar Conta'}
    >
      <Field name="username" id="orgao-usuario" label="Nome de usuário" required autoComplete="off" />
      <Field
        name="authority_type"
        id="orgao-tipo"
        label="Tipo de órgão"
        kind="select"
        required
        options={TYPE_OPTIONS}
      />
      <Field name="authority_name" id="orgao-nome" label="Nome do órgão" required />
      <Field
        name="password"
        id="orgao-senha"
        label="Senha"
        kind="password"
        required={!authority}
        hint={authority ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="contact_email" id="orgao-email" label="E-mail de contato" kind="email" />
        <Field name="contact_phone" id="orgao-telefone" label="Telefone de contato" kind="phone" />
      </div>
    </SchemaForm>
  );
}
