import { specialtiesByName } from '@/lib/by-name';
import {
  hospitalStaffCreateSchema,
  hospitalStaffUpdateSchema,
  type HospitalStaffCreate,
  type HospitalStaffMember,
} from '@saude/shared/schemas/hospital';
import { CrmFields } from '@/components/form/crm-fields';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { maskPhone } from '@/lib/masks';

export type StaffFormBody = HospitalStaffCreate;

type StaffFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: HospitalStaffMember | null;
  busy: boolean;
  error: unknown;
  onSubmit: (body: StaffFormBody) => void;
};

/**
 * 'Adicionar Funcionário' / edit (spec 02 section 5): full name and type required; CPF digits only,
 * at most 11; specialty and CRM only for doctors; password required on creation, blank on edit keeps it.
 */
export function StaffFormDialog({ open, onOpenChange, member, busy, error, onSubmit }: StaffFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={member ? 'Editar funcionário' : 'Adicionar Funcionário'}>
          <StaffForm
            key={member?.id ?? 'novo'}
            member={member}
            busy={busy}
            error={error}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type StaffFormProps = Omit<StaffFormDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

const TYPE_OPTIONS = [
  { value: 'doctor', label: 'Médico' },
  { value: 'reception', label: 'Recepção' },
];

const defaults = (member: HospitalStaffMember | null) => ({
  full_name: member?.full_name ?? '',
  user_type: member?.user_type ?? '',
  cpf: member?.cpf ?? '',
  phone: member?.phone ? maskPhone(member.phone) : '',
  specialty: member?.specialty ?? '',
  crm: member?.crm ?? '',
  crm_uf: member?.crm_uf ?? '',
  password: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function StaffForm({ member, busy, error, onSubmit, onCancel }: StaffFormProps) {
  const editing = member != null;
  const form = useSchemaForm(
    editing ? hospitalStaffUpdateSchema : hospitalStaffCreateSchema,
    defaults(member),
  );
  const isDoctor = form.watch('user_type') === 'doctor';
  return (
    <SchemaForm
      form={form}
      onSubmit={(body) =>
        // On edit a blank password goes as null (kept), which the update endpoint takes.
        onSubmit({
          ...body,
          specialty: isDoctor ? body.specialty : null,
          crm: isDoctor ? body.crm : null,
          crm_uf: isDoctor ? body.crm_uf : null,
        } as StaffFormBody)
      }
      onCancel={onCancel}
      busy={busy}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      error={error}
      errorFallback="Erro ao salvar membro da equipe"
    >
      <Field name="full_name" id="equipe-nome" label="Nome completo" required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="user_type"
          id="equipe-tipo"
          label="Tipo"
          kind="select"
          required
          placeholder="Selecione"
          options={TYPE_OPTIONS}
        />
        <Field
          name="cpf"
          id="equipe-cpf"
          label="CPF"
          kind="digits"
          maxLength={11}
          // A new member signs in with it (decision 061).
          required={!editing}
          hint={editing ? 'Somente números' : 'Somente números; usado para entrar, com a senha'}
        />
      </div>
      <Field name="phone" id="equipe-telefone" label="Telefone" kind="phone" />
      {isDoctor ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="specialty"
            id="equipe-especialidade"
            label="Especialidade"
            suggestions={specialtiesByName()}
          />
          <CrmFields idPrefix="equipe" />
        </div>
      ) : null}
      <Field
        name="password"
        id="equipe-senha"
        label="Senha"
        kind="password"
        required={!editing}
        hint={editing ? 'Deixe em branco para manter a senha atual' : 'Mínimo de 6 caracteres'}
      />
    </SchemaForm>
  );
}
