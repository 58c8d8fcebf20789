import { z } from 'zod';
import { vaccinationCreateSchema } from '@saude/shared/schemas/health';
import { FormField } from '@/components/form/form-field';
import { mutationFormProps } from '@/components/form/mutation-form';
import { SchemaForm } from '@/components/form/schema-form';
import { useEditClearsError } from '@/components/form/use-edit-clears-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCreateVaccination } from '../api/use-create-vaccination';
import type { RegisterDialogProps, RegisterFormProps } from '../lib/patient-picker';
import { RegisterPatientField, registerPatientDefaults } from './register-patient-field';
import { WalkInConfirm } from './walk-in-confirm';

/** A dose number left blank is not informed (null), not zero. */
const vaccinationFormSchema = z.preprocess((values) => {
  const { dose_number: dose, ...rest } = values as { dose_number: string };
  return { ...rest, dose_number: dose === '' ? null : dose };
}, vaccinationCreateSchema);

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
  vaccine_name: '',
  vaccine_date: '',
  dose_number: '',
  administered_by: '',
  batch_number: '',
  next_dose_date: '',
  notes: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function VaccinationForm({ fixed, Picker, onCreated, onDone }: RegisterFormProps) {
  const create = useCreateVaccination();
  const form = useSchemaForm(vaccinationFormSchema, defaults(fixed));
  useEditClearsError(form);

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
      <Field name="vaccine_name" id="vacina-nome" label="Vacina" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="vaccine_date" id="vacina-data" label="Data da vacinação" kind="date" required />
        <Field
          name="dose_number"
          id="vacina-dose"
          label="Número da dose"
          kind="number"
          min={1}
          inputMode="numeric"
        />
        <Field name="administered_by" id="vacina-aplicador" label="Aplicada por" />
        <Field name="batch_number" id="vacina-lote" label="Lote" />
        <Field name="next_dose_date" id="vacina-proxima" label="Próxima dose" kind="date" />
      </div>
      <Field name="notes" id="vacina-notas" label="Observações" kind="textarea" rows={2} />
      <WalkInConfirm id="vacina-sem-agendamento" error={create.error} />
    </SchemaForm>
  );
}
