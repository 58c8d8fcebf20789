import { useState, type FormEvent } from 'react';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate, formatTime } from '@/lib/format-date';
import { PatientAllergyCard } from '@/features/prescriptions';

export type MedicalRecordDraft = {
  diagnosis: string | null;
  treatment: string | null;
  observations: string | null;
};

type FinishAppointmentDialogProps = {
  appointment: AppointmentItem | null;
  pending: boolean;
  error: unknown;
  onOpenChange(open: boolean): void;
  onFinish(record: MedicalRecordDraft): void;
};

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** 'Finalizar': the doctor may write the visit's record, all three fields optional. */
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

function FinishForm({ appointment, pending, error, onOpenChange, onFinish }: FinishAppointmentDialogProps) {
  const [diagnosis, setDiagnosis] = useState('');
  const [treatment, setTreatment] = useState('');
  const [observations, setObservations] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFinish({
      diagnosis: orNull(diagnosis),
      treatment: orNull(treatment),
      observations: orNull(observations),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {appointment ? <PatientAllergyCard patientId={appointment.patient_id} /> : null}
      <p className="text-sm text-slate-700">
        Registre o atendimento no prontuário do paciente. Todos os campos são opcionais.
      </p>
      <Field id="prontuario-diagnostico" label="Diagnóstico">
        {(c) => <Textarea {...c} rows={3} value={diagnosis} onChange={(e) => setDiagnosis(e.target.value)} />}
      </Field>
      <Field id="prontuario-tratamento" label="Tratamento">
        {(c) => <Textarea {...c} rows={3} value={treatment} onChange={(e) => setTreatment(e.target.value)} />}
      </Field>
      <Field id="prontuario-observacoes" label="Observações">
        {(c) => (
          <Textarea {...c} rows={3} value={observations} onChange={(e) => setObservations(e.target.value)} />
        )}
      </Field>
      {error ? (
        <Alert tone="error">{apiErrorMessage(error, 'Erro ao finalizar a consulta. Tente novamente.')}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? 'Finalizando...' : 'Finalizar Consulta'}
        </Button>
      </div>
    </form>
  );
}
