import { z } from 'zod';
import { examCreateSchema } from '@saude/shared/schemas/health';
import { FormField } from '@/components/form/form-field';
import { mutationFormProps } from '@/components/form/mutation-form';
import { SchemaForm } from '@/components/form/schema-form';
import { useEditClearsError } from '@/components/form/use-edit-clears-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCreateExam } from '../api/use-create-exam';
import type { RegisterDialogProps, RegisterFormProps } from '../lib/patient-picker';
import { RegisterPatientField, registerPatientDefaults } from './register-patient-field';
import { WalkInConfirm } from './walk-in-confirm';

/** The result's situation is picked from a list: '' not informed, 'true' normal, 'false' attention. */
const examFormSchema = z.preprocess((values) => {
  const { is_normal: situation, ...rest } = values as { is_normal: string };
  return { ...rest, is_normal: situation === '' ? null : situation === 'true' };
}, examCreateSchema);

const SITUATIONS = [
  { value: 'true', label: 'Normal' },
  { value: 'false', label: 'Atenção' },
];

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

const defaults = (fixed: RegisterFormProps['fixed']) => ({
  ...registerPatientDefaults(fixed),
  exam_type: '',
  exam_date: '',
  result: '',
  reference_values: '',
  is_normal: '',
  observations: '',
});
const Field = FormField<ReturnType<typeof defaults>>;

function ExamForm({ fixed, Picker, onCreated, onDone }: RegisterFormProps) {
  const create = useCreateExam();
  const form = useSchemaForm(examFormSchema, defaults(fixed));
  useEditClearsError(form);

  return (
    <SchemaForm
      form={form}
      {...mutationFormProps(create, {
        success: 'Exame registrado com sucesso!',
        onDone,
        onSaved: onCreated,
        errorFallback: 'Erro ao registrar exame. Tente novamente.',
      })}
      submitLabel="Registrar Exame"
    >
      <RegisterPatientField fixed={fixed} Picker={Picker} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="exam_type" id="exame-tipo" label="Tipo de exame" required />
        <Field name="exam_date" id="exame-data" label="Data do exame" kind="date" required />
      </div>
      <Field name="result" id="exame-resultado" label="Resultado" kind="textarea" rows={3} />
      <Field
        name="reference_values"
        id="exame-referencia"
        label="Valores de referência"
        kind="textarea"
        rows={2}
      />
      <Field
        name="is_normal"
        id="exame-situacao"
        label="Situação do resultado"
        kind="select"
        placeholder="Não informado"
        options={SITUATIONS}
      />
      <Field name="observations" id="exame-observacoes" label="Observações" kind="textarea" rows={2} />
      <WalkInConfirm id="exame-sem-agendamento" error={create.error} />
    </SchemaForm>
  );
}
