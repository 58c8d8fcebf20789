import { useState } from 'react';
import { crmLabel } from '@saude/shared/domain/professional-codes';
import { approveRequestSchema, type HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { FormField } from '@/components/form/form-field';
import { missingFieldsHint } from '@/components/form/missing-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDoctorOptions } from '../api/requests';
import { DoctorDayAgenda } from './doctor-day-agenda';

/** Today as yyyy-mm-dd in the device's time zone: the earliest date a consultation may be booked. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type ApproveValues = {
  appointment_date: string;
  appointment_time: string;
  assigned_doctor_id: string;
};

type ApproveRequestDialogProps = {
  request: HospitalRequestItem | null;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  error: unknown;
  onConfirm: (values: ApproveValues) => void;
};

/** Approve dialog (spec 02 section 5): date from today, time and a doctor of the request's specialty. */
export function ApproveRequestDialog({
  request,
  onOpenChange,
  busy,
  error,
  onConfirm,
}: ApproveRequestDialogProps) {
  return (
    <Dialog open={request != null} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent
          title="Aprovar solicitação"
          description={`${request.patient_name} · ${request.specialty}`}
        >
          {/* Keyed by request so a reopened dialog starts empty. */}
          <ApproveForm
            key={request.id}
            request={request}
            busy={busy}
            error={error}
            onConfirm={onConfirm}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type ApproveFormProps = {
  request: HospitalRequestItem;
  busy: boolean;
  error: unknown;
  onConfirm: (values: ApproveValues) => void;
  onCancel: () => void;
};

/** The shared schema, with the date not before today (the server checks it again). */
const approveFormSchema = (min: string) =>
  approveRequestSchema.extend({
    appointment_date: approveRequestSchema.shape.appointment_date.refine(
      (date) => date >= min,
      'A data não pode ser anterior a hoje',
    ),
  });
const DEFAULTS: ApproveValues = { appointment_date: '', appointment_time: '', assigned_doctor_id: '' };
const Field = FormField<ApproveValues>;

function ApproveForm({ request, busy, error, onConfirm, onCancel }: ApproveFormProps) {
  const [min] = useState(() => todayIso());
  const [schema] = useState(() => approveFormSchema(min));
  // Errors show while typing: the confirm stays disabled until the three fields are right.
  const form = useSchemaForm(schema, DEFAULTS, { mode: 'onChange' });
  const options = useDoctorOptions(request.specialty, true);
  const { appointment_date: date, appointment_time: time, assigned_doctor_id: doctor } = form.watch();
  const dateTooEarly = date !== '' && date < min;
  const missing = missingFieldsHint([
    { label: 'Data da consulta', met: date !== '' },
    { label: 'Horário', met: time !== '' },
    { label: 'Médico responsável', met: doctor !== '' },
  ]);
  // A date before today is told by its own field's message, not by the hint.
  const complete = missing === undefined && !dateTooEarly;

  const doctors = options.data ?? [];
  return (
    <SchemaForm
      form={form}
      // The request sends the doctor as chosen ('staff:3'): the form's values, once they are valid.
      onSubmit={() => onConfirm(form.getValues())}
      onCancel={onCancel}
      busy={busy}
      submitDisabled={!complete}
      submitHint={missing}
      submitLabel="Confirmar aprovação"
      busyLabel="Aprovando..."
      error={error}
      errorTitle="Erro ao aprovar solicitação"
      errorFallback="Tente novamente."
    >
      {request.notes?.trim() ? (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <p className="font-medium">Observação do paciente</p>
          <p className="break-words whitespace-pre-line">{request.notes}</p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="appointment_date"
          id="aprovar-data"
          label="Data da consulta"
          kind="date"
          required
          min={min}
        />
        <Field name="appointment_time" id="aprovar-horario" label="Horário" kind="time" required />
      </div>
      <Field
        name="assigned_doctor_id"
        id="aprovar-medico"
        label="Médico responsável"
        kind="select"
        required
        disabled={options.isPending}
        placeholder={options.isPending ? 'Carregando...' : 'Selecione o médico'}
        options={doctors.map((d) => ({
          value: d.id,
          label: d.crm ? `${d.name} (${crmLabel(d.crm)})` : d.name,
        }))}
        hint={
          options.isSuccess && doctors.length === 0
            ? `Nenhum médico ativo de ${request.specialty} nesta unidade.`
            : `Médicos ativos de ${request.specialty}`
        }
      />
      <DoctorDayAgenda doctor={doctor} date={dateTooEarly ? '' : date} time={time} />
    </SchemaForm>
  );
}
