import { BLOOD_TYPES, GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { hospitalPatientCreateSchema, type HospitalPatientCreate } from '@saude/shared/schemas/hospital';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';

type CreatePatientDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  error: unknown;
  onSubmit: (body: HospitalPatientCreate) => void;
};

/** 'Criar Paciente': full name, CPF (digits, max 11) and password (min 6) required; the rest optional. */
export function CreatePatientDialog({ open, onOpenChange, ...props }: CreatePatientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Criar Paciente" className="max-w-2xl">
          <PatientForm {...props} onCancel={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type PatientFormProps = Omit<CreatePatientDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void };

const DEFAULTS = {
  full_name: '',
  cpf: '',
  password: '',
  birth_date: '',
  gender: '',
  phone: '',
  sus_card: '',
  blood_type: '',
  emergency_contact_name: '',
  emergency_contact_phone: '',
  allergies: '',
};
const Field = FormField<typeof DEFAULTS>;
const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));
const BLOOD_OPTIONS = BLOOD_TYPES.map((b) => ({ value: b, label: b }));

function PatientForm({ busy, error, onSubmit, onCancel }: PatientFormProps) {
  const form = useSchemaForm(hospitalPatientCreateSchema, DEFAULTS);
  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      busy={busy}
      submitLabel="Criar Paciente"
      busyLabel="Criando..."
      error={error}
      errorFallback="Erro ao criar paciente"
    >
      <Field name="full_name" id="paciente-nome" label="Nome completo" required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="cpf"
          id="paciente-cpf"
          label="CPF"
          kind="digits"
          maxLength={11}
          required
          hint="Somente números"
        />
        <Field
          name="password"
          id="paciente-senha"
          label="Senha"
          kind="password"
          required
          hint="Mínimo de 6 caracteres"
        />
        <Field name="birth_date" id="paciente-nascimento" label="Data de nascimento" kind="date" />
        <Field
          name="gender"
          id="paciente-sexo"
          label="Sexo"
          kind="select"
          placeholder="Não informado"
          options={GENDER_OPTIONS}
        />
        <Field name="phone" id="paciente-telefone" label="Telefone" kind="phone" />
        <Field
          name="sus_card"
          id="paciente-sus"
          label="Cartão SUS"
          kind="cns"
          placeholder="000 0000 0000 0000"
        />
        <Field
          name="blood_type"
          id="paciente-sangue"
          label="Tipo sanguíneo"
          kind="select"
          placeholder="Não informado"
          options={BLOOD_OPTIONS}
        />
        <Field name="emergency_contact_name" id="paciente-contato-nome" label="Contato de emergência" />
        <Field
          name="emergency_contact_phone"
          id="paciente-contato-telefone"
          label="Telefone de emergência"
          kind="phone"
        />
      </div>
      <Field name="allergies" id="paciente-alergias" label="Alergias" kind="textarea" rows={2} />
    </SchemaForm>
  );
}
