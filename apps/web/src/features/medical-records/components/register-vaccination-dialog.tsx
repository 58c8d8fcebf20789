import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { vaccinationCreateSchema } from '@saude/shared/schemas/health';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { useCreateVaccination } from '../api/use-create-vaccination';
import { fieldErrors } from '../lib/field-errors';
import type { RegisterDialogProps, RegisterFormProps } from '../lib/patient-picker';
import { useRegisterForm } from '../lib/use-register-form';
import { PatientChoice } from './patient-choice';
import { WalkInConfirm } from './walk-in-confirm';

const EMPTY = {
  vaccine_name: '',
  vaccine_date: '',
  dose_number: '',
  administered_by: '',
  batch_number: '',
  next_dose_date: '',
  notes: '',
};

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

function VaccinationForm({ fixed, Picker, onCreated, onDone }: RegisterFormProps) {
  const create = useCreateVaccination();
  const { patient, choose, values, set, errors, setErrors, walkIn, setWalkIn } = useRegisterForm(
    EMPTY,
    fixed ?? null,
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = vaccinationCreateSchema.safeParse({
      ...values,
      patient_id: patient?.id,
      walk_in: walkIn,
      dose_number: values.dose_number === '' ? null : values.dose_number,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        onCreated?.();
        toast.success('Vacina registrada com sucesso!');
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PatientChoice
        fixed={fixed}
        Picker={Picker}
        value={patient}
        onChange={choose}
        error={errors.patient_id}
      />
      <Field id="vacina-nome" label="Vacina" required error={errors.vaccine_name}>
        {(c) => <Input {...c} value={values.vaccine_name} onChange={set('vaccine_name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="vacina-data" label="Data da vacinação" required error={errors.vaccine_date}>
          {(c) => <Input {...c} type="date" value={values.vaccine_date} onChange={set('vaccine_date')} />}
        </Field>
        <Field id="vacina-dose" label="Número da dose" error={errors.dose_number}>
          {(c) => (
            <Input
              {...c}
              type="number"
              min={1}
              max={20}
              inputMode="numeric"
              value={values.dose_number}
              onChange={set('dose_number')}
            />
          )}
        </Field>
        <Field id="vacina-aplicador" label="Aplicada por" error={errors.administered_by}>
          {(c) => <Input {...c} value={values.administered_by} onChange={set('administered_by')} />}
        </Field>
        <Field id="vacina-lote" label="Lote" error={errors.batch_number}>
          {(c) => <Input {...c} value={values.batch_number} onChange={set('batch_number')} />}
        </Field>
        <Field id="vacina-proxima" label="Próxima dose" error={errors.next_dose_date}>
          {(c) => <Input {...c} type="date" value={values.next_dose_date} onChange={set('next_dose_date')} />}
        </Field>
      </div>
      <Field id="vacina-notas" label="Observações" error={errors.notes}>
        {(c) => <Textarea {...c} rows={2} value={values.notes} onChange={set('notes')} />}
      </Field>
      {create.isError ? (
        <Alert tone="error">
          {apiErrorMessage(create.error, 'Erro ao registrar vacina. Tente novamente.')}
        </Alert>
      ) : null}
      <WalkInConfirm id="vacina-sem-agendamento" error={create.error} checked={walkIn} onChange={setWalkIn} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : null}
          {create.isPending ? 'Salvando...' : 'Registrar Vacina'}
        </Button>
      </div>
    </form>
  );
}
