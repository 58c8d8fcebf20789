import { adminHospitalAdminCreateSchema, adminHospitalAdminUpdateSchema } from '@saude/shared/schemas/admin';
import type { HospitalUser } from '@saude/shared/schemas/auth';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { accountSaveProps } from './account-save';
import { useUnitChoices } from './unit-choices';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; admin?: HospitalUser | null };

/** The unit's account for /hospital-login: unit, name and username required; password on create. */
export function HospitalAdminFormDialog({ open, onOpenChange, admin }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={admin ? 'Editar Administrador' : 'Novo Administrador de Unidade'}>
        {open ? <HospitalAdminForm admin={admin ?? null} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const defaults = (admin: HospitalUser | null) => ({
  health_unit_id: admin ? String(admin.health_unit_id) : '',
  administrator_name: admin?.administrator_name ?? '',
  username: admin?.username ?? '',
  email: admin?.email ?? '',
  phone: maskPhone(admin?.phone ?? ''),
  password: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function HospitalAdminForm({ admin, onDone }: { admin: HospitalUser | null; onDone: () => void }) {
  const units = useUnitChoices();
  const form = useSchemaForm(
    admin ? adminHospitalAdminUpdateSchema : adminHospitalAdminCreateSchema,
    defaults(admin),
  );
  const save = useSaveAccount('hospital-administrators');

  return (
    <SchemaForm
      form={form}
      {...accountSaveProps(save, {
        id: admin?.id,
        saved: admin ? 'Administrador atualizado' : 'Administrador criado com sucesso!',
        onDone,
        errorFallback: 'Erro ao salvar administrador',
      })}
      submitLabel="Salvar"
    >
      <Field
        name="health_unit_id"
        id="adm-unidade"
        label="Unidade de saúde"
        kind="select"
        required
        {...units}
      />
      <Field name="administrator_name" id="adm-nome" label="Nome do administrador" required />
      <Field name="username" id="adm-usuario" label="Nome de usuário" required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email" id="adm-email" label="E-mail" kind="email" />
        <Field name="phone" id="adm-telefone" label="Telefone" kind="phone" />
      </div>
      <Field
        name="password"
        id="adm-senha"
        label="Senha"
        kind="password"
        required={!admin}
        hint={admin ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
      />
    </SchemaForm>
  );
}
