import type { z } from 'zod';
import { appointmentStatusUpdateSchema, type AppointmentItem } from '@saude/shared/schemas/appointments';
import { FormField } from '@/components/form/form-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useFormDraft } from '@/components/form/use-form-draft';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDate, formatTime } from '@/lib/format-date';
import { PatientAllergyCard } from '@/features/prescriptions';
import { Cid10Field } from './cid10-field';

/** The visit's record, as the status change carries it when the doctor finishes the appointment. */
const recordSchema = appointmentStatusUpdateSchema.pick({
  diagnosis: true,
  cid10_codes: true,
  treatment: true,
  observations: true,
});
export type MedicalRecordDraft = z.output<typeof recordSchema>;

type FinishAppointmentDialogProps = {
  appointment: AppointmentItem | null;
  pending: boolean;
  error: unknown;
  onOpenChange(open: boolean): void;
  /** Sends the record; `onFinished` once the server has taken it (the draft is then dropped). */
  onFinish(record: MedicalRecordDraft, onFinished: () => void): void;
};

/** 'Finalizar': the doctor may write the visit's record and its CID-10 codes, every field optional. */
export function FinishAppointmentDialog(props: FinishAppointmentDialogProps) {
  const { appointment, onOpenChange } = props;
  return (
    <Dialog open={appointment !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title="Finalizar Consulta"
        description={
          appointment
            ? `${appointment.patient_name} — ${formatDate(appointment.appointment_date)}${
                appointment.appointment_time ? ` às ${formatTime(appointment.appointment_time)}` : ''
              }`
            : undefined
        }
        className="max-w-xl"
      >
        {appointment ? <FinishForm key={appointment.id} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const DEFAULTS = { diagnosis: '', cid10_codes: [] as string[], treatment: '', observations: '' };
const Field = FormField<typeof DEFAULTS>;

function FinishForm({ appointment, pending, error, onOpenChange, onFinish }: FinishAppointmentDialogProps) {
  const form = useSchemaForm(recordSchema, DEFAULTS);
  // A visit's notes are long to write again: kept until sent, per appointment.
  const draft = useFormDraft(form, `finalizar-consulta:${appointment?.id}`);
  return (
    <SchemaForm
      form={form}
      draft={draft}
      onSubmit={(record) => onFinish(record, draft.clear)}
      onCancel={() => onOpenChange(false)}
      busy={pending}
      submitLabel="Finalizar Consulta"
      busyLabel="Finalizando..."
      error={error}
      errorFallback="Erro ao finalizar a consulta. Tente novamente."
    >
      {appointment ? <PatientAllergyCard patientId={appointment.patient_id} /> : null}
      <p className="text-sm text-slate-700">
        Registre o atendimento no prontuário do paciente. Todos os campos são opcionais.
      </p>
      <Field name="diagnosis" id="prontuario-diagnostico" label="Diagnóstico" kind="textarea" rows={3} />
      <Cid10Field<typeof DEFAULTS> name="cid10_codes" id="prontuario-cid10" label="CID-10" />
      <Field name="treatment" id="prontuario-tratamento" label="Tratamento" kind="textarea" rows={3} />
      <Field name="observations" id="prontuario-observacoes" label="Observações" kind="textarea" rows={3} />
    </SchemaForm>
  );
}
