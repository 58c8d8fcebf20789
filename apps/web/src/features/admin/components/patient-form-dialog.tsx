import { useMemo } from 'react';
import { BLOOD_TYPES, GENDERS, GENDER_LABELS } from '@saude/shared/domain/constants';
import { adminPatientCreateSchema, adminPatientUpdateSchema } from '@saude/shared/schemas/admin';
import type { PatientProfile } from '@saude/shared/schemas/auth';
import { editedCnsSchema, isValidCns } from '@saude/shared/schemas/common';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cnsLabel, maskCpf, maskPhone } from '@/lib/masks';
import { useSaveAccount } from '../api/use-admin-accounts';
import { accountSaveProps } from './account-save';

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

const defaults = (patient: PatientProfile | null) => ({
  full_name: patient?.full_name ?? '',
  cpf: maskCpf(patient?.cpf ?? ''),
  phone: maskPhone(patient?.phone ?? ''),
  sus_card: cnsLabel(patient?.sus_card ?? ''),
  birth_date: patient?.birth_date ?? '',
  gender: patient?.gender ?? '',
  blood_type: patient?.blood_type ?? '',
  allergies: patient?.allergies ?? '',
  emergency_contact_name: patient?.emergency_contact_name ?? '',
  emergency_contact_phone: maskPhone(patient?.emergency_contact_phone ?? ''),
  password: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function PatientForm({ patient, onDone }: { patient: PatientProfile | null; onDone: () => void }) {
  // An edit keeps a CNS stored before the check as it is; only a changed one must be valid.
  const schema = useMemo(
    () =>
      patient
        ? adminPatientUpdateSchema.extend({ sus_card: editedCnsSchema(patient.sus_card) })
        : adminPatientCreateSchema,
    [patient],
  );
  const form = useSchemaForm(schema, defaults(patient));
  const save = useSaveAccount('patients');

  return (
    <SchemaForm
      form={form}
      {...accountSaveProps(save, {
        id: patient?.id,
        saved: patient ? 'Paciente atualizado' : 'Paciente criado com sucesso!',
        onDone,
        errorFallback: 'Erro ao salvar',
      })}
      submitLabel="Salvar"
    >
      <Field name="full_name" id="pac-nome" label="Nome completo" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="cpf" id="pac-cpf" label="CPF" kind="cpf" required placeholder="000.000.000-00" />
        <Field name="phone" id="pac-telefone" label="Telefone" kind="phone" />
        <Field
          name="sus_card"
          id="pac-sus"
          label="Cartão SUS"
          kind="cns"
          placeholder="000 0000 0000 0000"
          hint={
            patient?.sus_card && !isValidCns(patient.sus_card)
              ? 'CNS inválido: confira os dígitos com o paciente. O número atual é mantido se não for alterado.'
              : undefined
          }
        />
        <Field name="birth_date" id="pac-nascimento" label="Data de nascimento" kind="date" />
        <Field
          name="gender"
          id="pac-sexo"
          label="Sexo"
          kind="select"
          placeholder="Não informado"
          options={GENDER_OPTIONS}
        />
        <Field
          name="blood_type"
          id="pac-sangue"
          label="Tipo sanguíneo"
          kind="select"
          placeholder="Não informado"
          options={BLOOD_OPTIONS}
        />
      </div>
      <Field name="allergies" id="pac-alergias" label="Alergias" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="emergency_contact_name" id="pac-emergencia-nome" label="Contato de emergência" />
        <Field
          name="emergency_contact_phone"
          id="pac-emergencia-telefone"
          label="Telefone de emergência"
          kind="phone"
        />
      </div>
      <Field
        name="password"
        id="pac-senha"
        label="Senha"
        kind="password"
        required={!patient}
        hint={patient ? 'deixe em branco para manter atual' : 'Mínimo de 6 caracteres'}
      />
    </SchemaForm>
  );
}
