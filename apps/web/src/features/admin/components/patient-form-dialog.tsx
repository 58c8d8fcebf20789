import { useState } from 'react';
import { toast } from 'sonner';
import { BLOOD_TYPES, GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { adminPatientCreateSchema, adminPatientUpdateSchema } from '@saude/shared/schemas/admin';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { MASKED_LENGTH, maskCpf, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { errorText } from './admin-ui';
import { PasswordField, SelectInput, TextInput, FormActions, PhoneInput } from './form-fields';
import { validate, type FieldErrors } from './form-helpers';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; patient?: PatientProfile | null };

const BLOOD_OPTIONS = BLOOD_TYPES.map((t) => ({ value: t, label: t }));
const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

/** Create (full name, CPF and password required) or edit a patient (blank password keeps it). */
export function PatientFormDialog({ open, onOpenChange, patient }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={patient ? 'Editar Paciente' : 'Novo Paciente'} className="max-w-2xl">
        {open ? <PatientForm patient={patient ?? null} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PatientForm({ patient, onDone }: { patient: PatientProfile | null; onDone: () => void }) {
  const [values, setValues] = useState({
    full_name: patient?.full_name ?? '',
    cpf: maskCpf(patient?.cpf ?? ''),
    phone: maskPhone(patient?.phone ?? ''),
    sus_card: patient?.sus_card ?? '',
    birth_date: patient?.birth_date ?? '',
    gender: patient?.gender ?? '',
    blood_type: patient?.blood_type ?? '',
    allergies: patient?.allergies ?? '',
    emergency_contact_name: patient?.emergency_contact_name ?? '',
    emergency_contact_phone: maskPhone(patient?.emergency_contact_phone ?? ''),
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAccount('patients');
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = validate(patient ? adminPatientUpdateSchema : adminPatientCreateSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(
      { id: patient?.id, body: checked.data },
      {
        onSuccess: () => {
          toast.success(patient ? 'Paciente atualizado' : 'Paciente criado com sucesso!');
          onDone();
        },
      },
    );
  }

  const failure = errorText(save.error, 'Erro ao salvar');
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextInput
        id="pac-nome"
        label="Nome completo"
        required
        value={values.full_name}
        onValue={set('full_name')}
        error={errors.full_name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="pac-cpf"
          label="CPF"
          required
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={MASKED_LENGTH.cpf}
          value={values.cpf}
          onValue={(v) => set('cpf')(maskCpf(v))}
          error={errors.cpf}
        />
        <PhoneInput
          id="pac-telefone"
          label="Telefone"
          value={values.phone}
          onValue={set('phone')}
          error={errors.phone}
        />
        <TextInput
          id="pac-sus"
          label="Cartão SUS"
          inputMode="numeric"
          value={values.sus_card}
          onValue={set('sus_card')}
          error={errors.sus_card}
        />
        <TextInput
          id="pac-nascimento"
          label="Data de nascimento"
          type="date"
          value={values.birth_date}
          onValue={set('birth_date')}
          error={errors.birth_date}
        />
        <SelectInput
          id="pac-sexo"
          label="Sexo"
          placeholder="Não informado"
          options={GENDER_OPTIONS}
          value={values.gender}
          onValue={set('gender')}
          error={errors.gender}
        />
        <SelectInput
          id="pac-sangue"
          label="Tipo sanguíneo"
          placeholder="Não informado"
          options={BLOOD_OPTIONS}
          value={values.blood_type}
          onValue={set('blood_type')}
          error={errors.blood_type}
        />
      </div>
      <TextInput
        id="pac-alergias"
        label="Alergias"
        value={values.allergies}
        onValue={set('allergies')}
        error={errors.allergies}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="pac-emergencia-nome"
          label="Contato de emergência"
          value={values.emergency_contact_name}
          onValue={set('emergency_contact_name')}
          error={errors.emergency_contact_name}
        />
        <PhoneInput
          id="pac-emergencia-telefone"
          label="Telefone de emergência"
          value={values.emergency_contact_phone}
          onValue={set('emergency_contact_phone')}
          error={errors.emergency_contact_phone}
        />
      </div>
      <PasswordField
        id="pac-senha"
        label="Senha"
        required={!patient}
        hint={patient ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
