import { useState } from 'react';
import { toast } from 'sonner';
import { adminHospitalAdminCreateSchema, adminHospitalAdminUpdateSchema } from '@saude/shared/schemas/admin';
import type { HospitalUser } from '@saude/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskPhone } from '@/lib/masks';
import { useAllUnits, useSaveAccount } from '../api/use-admin-accounts';
import { errorText } from './admin-ui';
import { PasswordField, SelectInput, TextInput, FormActions, PhoneInput } from './form-fields';
import { validate, type FieldErrors } from './form-helpers';

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

function HospitalAdminForm({ admin, onDone }: { admin: HospitalUser | null; onDone: () => void }) {
  const units = useAllUnits();
  const [values, setValues] = useState({
    health_unit_id: admin ? String(admin.health_unit_id) : '',
    administrator_name: admin?.administrator_name ?? '',
    username: admin?.username ?? '',
    email: admin?.email ?? '',
    phone: maskPhone(admin?.phone ?? ''),
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAccount('hospital-administrators');
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      ...values,
      health_unit_id: values.health_unit_id === '' ? undefined : values.health_unit_id,
    };
    const checked = validate(admin ? adminHospitalAdminUpdateSchema : adminHospitalAdminCreateSchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { id: admin?.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(admin ? 'Administrador atualizado' : 'Administrador criado com sucesso!');
          onDone();
        },
      },
    );
  }

  // Every unit of the city is a choice, in name order; the list itself pages newest first.
  const unitOptions = (units.data ?? [])
    .map((u) => ({ value: String(u.id), label: u.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  const failure = errorText(save.error, 'Erro ao salvar administrador');
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <SelectInput
        id="adm-unidade"
        label="Unidade de saúde"
        required
        placeholder={units.isPending ? 'Carregando unidades...' : 'Selecione a unidade'}
        options={unitOptions}
        value={values.health_unit_id}
        onValue={set('health_unit_id')}
        error={
          errors.health_unit_id ?? (units.isError ? 'Não foi possível carregar as unidades.' : undefined)
        }
      />
      <TextInput
        id="adm-nome"
        label="Nome do administrador"
        required
        value={values.administrator_name}
        onValue={set('administrator_name')}
        error={errors.administrator_name}
      />
      <TextInput
        id="adm-usuario"
        label="Nome de usuário"
        required
        autoComplete="off"
        value={values.username}
        onValue={set('username')}
        error={errors.username}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="adm-email"
          label="E-mail"
          type="email"
          value={values.email}
          onValue={set('email')}
          error={errors.email}
        />
        <PhoneInput
          id="adm-telefone"
          label="Telefone"
          value={values.phone}
          onValue={set('phone')}
          error={errors.phone}
        />
      </div>
      <PasswordField
        id="adm-senha"
        label="Senha"
        required={!admin}
        hint={admin ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
