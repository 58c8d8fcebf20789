import { useState } from 'react';
import { STAFF_TYPES, USER_TYPE_LABELS, type StaffType } from '@saude/shared/auth/roles';
import { LIMITS, SPECIALTIES } from '@saude/shared/domain/constants';
import { adminStaffUpdateSchema } from '@saude/shared/schemas/admin';
import { staffRegisterSchema, type StaffUser } from '@saude/shared/schemas/auth';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { MASKED_LENGTH, maskCpf, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { useRegisterStaff } from '../api/use-register-staff';
import { errorText } from './admin-ui';
import { PasswordField, SelectInput, TextInput, FormActions, PhoneInput } from './form-fields';
import { validate, type FieldErrors } from './form-helpers';

const TYPE_OPTIONS = STAFF_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));

type Props = { open: boolean; onOpenChange: (open: boolean) => void; staff?: StaffUser | null };

/**
 * Register staff (POST /api/staff/register) or, given a member, edit it (PUT /api/admin/staff/:id).
 * Type, full name and a 6+ character password are required before the button is enabled.
 */
export function StaffFormDialog({ open, onOpenChange, staff }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={staff ? 'Editar Funcionário' : 'Cadastrar Funcionário'}>
        {open ? <StaffForm staff={staff ?? null} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StaffForm({ staff, onDone }: { staff: StaffUser | null; onDone: () => void }) {
  const [values, setValues] = useState({
    user_type: (staff?.user_type ?? 'doctor') as StaffType,
    full_name: staff?.full_name ?? '',
    cpf: maskCpf(staff?.cpf ?? ''),
    phone: maskPhone(staff?.phone ?? ''),
    specialty: staff?.specialty ?? '',
    crm: staff?.crm ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterStaff();
  const update = useSaveAccount('staff');
  const mutation = staff ? update : register;
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const isDoctor = values.user_type === 'doctor';
  const ready =
    values.full_name.trim() !== '' && (staff ? true : values.password.length >= LIMITS.passwordMin);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      ...values,
      specialty: isDoctor ? values.specialty : null,
      crm: isDoctor ? values.crm : null,
    };
    const done = {
      onSuccess: () => {
        toast.success(staff ? 'Funcionário atualizado' : 'Funcionário cadastrado com sucesso!');
        onDone();
      },
    };
    if (staff) {
      const checked = validate(adminStaffUpdateSchema, body);
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      update.mutate({ id: staff.id, body: checked.data }, done);
    } else {
      const checked = validate(staffRegisterSchema, body);
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      register.mutate(checked.data, done);
    }
  }

  const failure = errorText(mutation.error, staff ? 'Erro ao salvar' : 'Erro ao cadastrar funcionário');
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <SelectInput
        id="func-tipo"
        label="Tipo de funcionário"
        required
        value={values.user_type}
        onValue={set('user_type')}
        options={TYPE_OPTIONS}
        error={errors.user_type}
      />
      <TextInput
        id="func-nome"
        label="Nome completo"
        required
        autoComplete="off"
        value={values.full_name}
        onValue={set('full_name')}
        error={errors.full_name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="func-cpf"
          label="CPF"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={MASKED_LENGTH.cpf}
          value={values.cpf}
          onValue={(v) => set('cpf')(maskCpf(v))}
          error={errors.cpf}
        />
        <PhoneInput
          id="func-telefone"
          label="Telefone"
          placeholder="(00) 00000-0000"
          value={values.phone}
          onValue={set('phone')}
          error={errors.phone}
        />
      </div>
      {isDoctor ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            id="func-especialidade"
            label="Especialidade"
            list="func-especialidades"
            value={values.specialty}
            onValue={set('specialty')}
            error={errors.specialty}
          />
          <datalist id="func-especialidades">
            {SPECIALTIES.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <TextInput id="func-crm" label="CRM" value={values.crm} onValue={set('crm')} error={errors.crm} />
        </div>
      ) : null}
      <PasswordField
        id="func-senha"
        label="Senha"
        required={!staff}
        hint={staff ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <FormActions
        onCancel={onDone}
        pending={mutation.isPending}
        disabled={!ready}
        submitLabel={staff ? 'Salvar' : 'Cadastrar'}
      />
    </form>
  );
}
