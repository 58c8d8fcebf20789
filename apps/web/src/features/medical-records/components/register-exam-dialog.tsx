import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { examCreateSchema } from '@saude/shared/schemas/health';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { useCreateExam } from '../api/use-create-exam';
import { fieldErrors } from '../lib/field-errors';
import type { RegisterDialogProps, RegisterFormProps } from '../lib/patient-picker';
import { useRegisterForm } from '../lib/use-register-form';
import { PatientChoice } from './patient-choice';
import { WalkInConfirm } from './walk-in-confirm';

const EMPTY = {
  exam_type: '',
  exam_date: '',
  result: '',
  reference_values: '',
  observations: '',
  is_normal: '',
};

/**
 * A doctor or a health unit records an exam (POST /api/health/exams); it starts pending the unit's
 * approval. The patient is searched, or fixed by the caller.
 */
export function RegisterExamDialog({
  open,
  onOpenChange,
  patient,
  PatientPicker,
  onCreated,
}: RegisterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Registrar Exame" className="max-w-xl">
        {open ? (
          <ExamForm
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

function ExamForm({ fixed, Picker, onCreated, onDone }: RegisterFormProps) {
  const create = useCreateExam();
  const { patient, choose, values, set, errors, setErrors, walkIn, setWalkIn } = useRegisterForm(
    EMPTY,
    fixed ?? null,
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = examCreateSchema.safeParse({
      ...values,
      patient_id: patient?.id,
      walk_in: walkIn,
      is_normal: values.is_normal === '' ? null : values.is_normal === 'true',
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        onCreated?.();
        toast.success('Exame registrado com sucesso!');
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="exame-tipo" label="Tipo de exame" required error={errors.exam_type}>
          {(c) => <Input {...c} value={values.exam_type} onChange={set('exam_type')} />}
        </Field>
        <Field id="exame-data" label="Data do exame" required error={errors.exam_date}>
          {(c) => <Input {...c} type="date" value={values.exam_date} onChange={set('exam_date')} />}
        </Field>
      </div>
      <Field id="exame-resultado" label="Resultado" error={errors.result}>
        {(c) => <Textarea {...c} rows={3} value={values.result} onChange={set('result')} />}
      </Field>
      <Field id="exame-referencia" label="Valores de referência" error={errors.reference_values}>
        {(c) => (
          <Textarea {...c} rows={2} value={values.reference_values} onChange={set('reference_values')} />
        )}
      </Field>
      <Field id="exame-situacao" label="Situação do resultado" error={errors.is_normal}>
        {(c) => (
          <NativeSelect {...c} value={values.is_normal} onChange={set('is_normal')}>
            <option value="">Não informado</option>
            <option value="true">Normal</option>
            <option value="false">Atenção</option>
          </NativeSelect>
        )}
      </Field>
      <Field id="exame-observacoes" label="Observações" error={errors.observations}>
        {(c) => <Textarea {...c} rows={2} value={values.observations} onChange={set('observations')} />}
      </Field>
      {create.isError ? (
        <Alert tone="error">
          {apiErrorMessage(create.error, 'Erro ao registrar exame. Tente novamente.')}
        </Alert>
      ) : null}
      <WalkInConfirm id="exame-sem-agendamento" error={create.error} checked={walkIn} onChange={setWalkIn} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : null}
          {create.isPending ? 'Salvando...' : 'Registrar Exame'}
        </Button>
      </div>
    </form>
  );
}
