import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { VACCINE_DOSES, VACCINE_MANUFACTURERS } from '@saude/shared/domain/vaccines';
import { OTHER_VACCINE, vaccinationCreateSchema } from '@saude/shared/schemas/health';
import { FormField } from '@/components/form/form-field';
import { mutationFormProps } from '@/components/form/mutation-form';
import { SchemaForm } from '@/components/form/schema-form';
import { useEditClearsError } from '@/components/form/use-edit-clears-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCreateVaccination } from '../api/use-create-vaccination';
import type { RegisterDialogProps, RegisterFormProps } from '../lib/patient-picker';
import { RegisterPatientField, registerPatientDefaults } from './register-patient-field';
import { VaccineSelect } from './vaccine-select';
import { WalkInConfirm } from './walk-in-confirm';

/**
 * The vaccine select holds a calendar code or 'outra' (then the name is typed); the request carries
 * the code, or no code and the typed name. The shared schema checks the request; its messages are
 * shown on the form's fields, beside 'Escolha a vacina' when nothing was chosen yet.
 */
const vaccinationFormSchema = z
  .looseObject({ vaccine_code: z.string(), vaccine_name: z.string() })
  .transform(({ vaccine_code: choice, vaccine_name: name, ...rest }, ctx) => {
    if (!choice) ctx.addIssue({ code: 'custom', path: ['vaccine_code'], message: 'Escolha a vacina' });
    const parsed = vaccinationCreateSchema.safeParse({
      ...rest,
      vaccine_code: choice && choice !== OTHER_VACCINE ? choice : null,
      // Until a vaccine is chosen, only the choice is missing, not a typed name.
      vaccine_name: choice === OTHER_VACCINE ? name : choice ? null : '-',
    });
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return parsed.data ?? z.NEVER;
  });

const DOSE_OPTIONS = VACCINE_DOSES.map((d) => ({ value: d.code, label: d.label }));

/**
 * A doctor or a health unit records a vaccine given (POST /api/health/vaccinations). The patient is
 * searched, or fixed by the caller.
 */
export function RegisterVaccinationDialog({
  open,
  onOpenChange,
  patient,
  PatientPicker,
  onCreated,
}: RegisterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Registrar Vacina" className="max-w-xl">
        {open ? (
          <VaccinationForm
            fixed={patient ?? null}
            Picker={PatientPicker}
            onCreated={onCreated}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const defaults = (fixed: RegisterFormProps['fixed']) => ({
  ...registerPatientDefaults(fixed),
  vaccine_code: '',
  vaccine_name: '',
  vaccine_date: '',
  dose_code: '',
  administered_by: '',
  batch_number: '',
  manufacturer: '',
  next_dose_date: '',
  notes: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function VaccinationForm({ fixed, Picker, onCreated, onDone }: RegisterFormProps) {
  const create = useCreateVaccination();
  const form = useSchemaForm(vaccinationFormSchema, defaults(fixed));
  useEditClearsError(form);
  const choice = useWatch({ control: form.control, name: 'vaccine_code' });
  const other = choice === OTHER_VACCINE;
  // Dose, lot and manufacturer are required for a calendar vaccine (shared schema).
  const coded = choice !== '' && !other;
  // What a calendar vaccine or a typed one requires differs: another choice drops the old messages.
  const { clearErrors } = form;
  useEffect(
    () => clearErrors(['vaccine_name', 'dose_code', 'batch_number', 'manufacturer']),
    [choice, clearErrors],
  );

  return (
    <SchemaForm
      form={form}
      {...mutationFormProps(create, {
        success: 'Vacina registrada com sucesso!',
        onDone,
        onSaved: onCreated,
        errorFallback: 'Erro ao registrar vacina. Tente novamente.',
      })}
      submitLabel="Registrar Vacina"
    >
      <RegisterPatientField fixed={fixed} Picker={Picker} />
      <VaccineSelect<ReturnType<typeof defaults>> name="vaccine_code" id="vacina-calendario" />
      {other ? (
        <Field
          name="vaccine_name"
          id="vacina-nome"
          label="Nome da vacina"
          hint="Só para vacinas que não estão no calendário nacional."
          required
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="vaccine_date" id="vacina-data" label="Data da vacinação" kind="date" required />
        <Field
          name="dose_code"
          id="vacina-dose"
          label="Dose"
          kind="select"
          options={DOSE_OPTIONS}
          placeholder="Selecione a dose"
          required={coded}
        />
        <Field name="batch_number" id="vacina-lote" label="Lote" required={coded} maxLength={50} />
        <Field
          name="manufacturer"
          id="vacina-fabricante"
          label="Fabricante"
          required={coded}
          maxLength={100}
          suggestions={VACCINE_MANUFACTURERS}
        />
        <Field name="administered_by" id="vacina-aplicador" label="Aplicada por" />
        <Field name="next_dose_date" id="vacina-proxima" label="Próxima dose" kind="date" />
      </div>
      <Field name="notes" id="vacina-notas" label="Observações" kind="textarea" rows={2} />
      <WalkInConfirm id="vacina-sem-agendamento" error={create.error} />
    </SchemaForm>
  );
}
