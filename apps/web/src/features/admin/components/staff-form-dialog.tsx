import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { STAFF_TYPES, USER_TYPE_LABELS } from '@saude/shared/auth/roles';
import { LIMITS } from '@saude/shared/domain/constants';
import { specialtiesByName } from '@/lib/by-name';
import { onlyDigits } from '@saude/shared/domain/format';
import { adminStaffUpdateSchema, type AdminStaffUser } from '@saude/shared/schemas/admin';
import { staffRegisterSchema, type StaffRegister } from '@saude/shared/schemas/auth';
import { CrmFields } from '@/components/form/crm-fields';
import { FormField } from '@/components/form/form-field';
import { missingFieldsHint, passwordRequirement } from '@/components/form/missing-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskCpf, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { useRegisterStaff } from '../api/use-register-staff';
import { useUnitChoices } from './unit-choices';

const TYPE_OPTIONS = STAFF_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));

type Props = { open: boolean; onOpenChange: (open: boolean) => void; staff?: AdminStaffUser | null };

/**
 * Register staff (POST /api/staff/register) or, given a member, edit it (PUT /api/admin/staff/:id).
 * Type, full name, a CPF and a 6+ character password are required before the button is enabled, and
 * a doctor's or receptionist's unit (decision 063).
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

const defaults = (staff: AdminStaffUser | null) => ({
  user_type: staff?.user_type ?? 'doctor',
  full_name: staff?.full_name ?? '',
  cpf: maskCpf(staff?.cpf ?? ''),
  phone: maskPhone(staff?.phone ?? ''),
  specialty: staff?.specialty ?? '',
  crm: staff?.crm ?? '',
  crm_uf: staff?.crm_uf ?? '',
  health_unit_id: staff?.health_unit_id != null ? String(staff.health_unit_id) : '',
  password: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

/** What the unit means for this member; on a move, that what was booked stays where it was. */
function unitHint(staff: AdminStaffUser | null, userType: string, chosen: string) {
  const before = staff?.health_unit_id;
  if (before != null && chosen !== '' && chosen !== String(before)) {
    const name = staff?.health_unit_name;
    return userType === 'doctor'
      ? `As consultas já marcadas continuam ${name ? `em ${name}` : 'na unidade anterior'}.`
      : `Passa a ver a agenda do dia da nova unidade, não mais a ${name ? `de ${name}` : 'da anterior'}.`;
  }
  return userType === 'doctor'
    ? 'Onde atende: a unidade marca suas consultas'
    : 'Verá a agenda do dia desta unidade';
}

function StaffForm({ staff, onDone }: { staff: AdminStaffUser | null; onDone: () => void }) {
  const form = useSchemaForm(staff ? adminStaffUpdateSchema : staffRegisterSchema, defaults(staff));
  const register = useRegisterStaff();
  const update = useSaveAccount('staff');
  const mutation = staff ? update : register;
  const units = useUnitChoices();
  const values = form.watch();
  const isDoctor = values.user_type === 'doctor';
  // Without a unit a doctor is offered to no approval and a receptionist has no day (decision 063).
  const atUnit = values.user_type !== 'health_department';
  // A new member signs in with CPF and password: both are needed (decision 061).
  const missing = missingFieldsHint([
    { label: 'Nome completo', met: values.full_name.trim() !== '' },
    ...(atUnit ? [{ label: 'Unidade de saúde', met: values.health_unit_id !== '' }] : []),
    ...(staff
      ? []
      : [
          { label: 'CPF', met: onlyDigits(values.cpf).length === LIMITS.cpfDigits },
          passwordRequirement(values.password, LIMITS.passwordMin),
        ]),
  ]);

  function save(checked: z.output<typeof staffRegisterSchema> | z.output<typeof adminStaffUpdateSchema>) {
    // Specialty and CRM belong to doctors only, whatever was typed before the type changed.
    const body = {
      ...checked,
      specialty: isDoctor ? checked.specialty : null,
      crm: isDoctor ? checked.crm : null,
      crm_uf: isDoctor ? checked.crm_uf : null,
      health_unit_id: atUnit ? checked.health_unit_id : null,
    };
    const done = {
      onSuccess: () => {
        toast.success(staff ? 'Funcionário atualizado' : 'Funcionário cadastrado com sucesso!');
        onDone();
      },
    };
    if (staff) update.mutate({ id: staff.id, body }, done);
    // Without a member the form was checked by staffRegisterSchema: the password is there.
    else register.mutate(body as StaffRegister, done);
  }

  return (
    <SchemaForm
      form={form}
      onSubmit={save}
      onCancel={onDone}
      busy={mutation.isPending}
      submitDisabled={missing !== undefined}
      submitHint={missing}
      submitLabel={staff ? 'Salvar' : 'Cadastrar'}
      busyLabel="Salvando..."
      error={mutation.error}
      errorFallback={staff ? 'Erro ao salvar' : 'Erro ao cadastrar funcionário'}
      offlineText="Erro ao salvar. Tente novamente."
    >
      <Field
        name="user_type"
        id="func-tipo"
        label="Tipo de funcionário"
        kind="select"
        required
        options={TYPE_OPTIONS}
      />
      <Field name="full_name" id="func-nome" label="Nome completo" required autoComplete="off" />
      {atUnit ? (
        <Field
          name="health_unit_id"
          id="func-unidade"
          label="Unidade de saúde"
          kind="select"
          required
          hint={unitHint(staff, values.user_type, values.health_unit_id)}
          {...units}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="cpf"
          id="func-cpf"
          label="CPF"
          kind="cpf"
          required={!staff}
          placeholder="000.000.000-00"
          hint={staff ? undefined : 'Usado para entrar, com a senha'}
        />
        <Field name="phone" id="func-telefone" label="Telefone" kind="phone" placeholder="(00) 00000-0000" />
      </div>
      {isDoctor ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="specialty"
            id="func-especialidade"
            label="Especialidade"
            suggestions={specialtiesByName()}
          />
          <CrmFields idPrefix="func" />
        </div>
      ) : null}
      <Field
        name="password"
        id="func-senha"
        label="Senha"
        kind="password"
        required={!staff}
        hint={staff ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
      />
    </SchemaForm>
  );
}
