import { useState, type FormEvent } from 'react';
import type { HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { apiErrorMessage } from '@/lib/api-client';
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

function ApproveForm({ request, busy, error, onConfirm, onCancel }: ApproveFormProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [doctor, setDoctor] = useState('');
  const options = useDoctorOptions(request.specialty, true);
  const min = todayIso();
  const dateTooEarly = date !== '' && date < min;
  const complete = date !== '' && time !== '' && doctor !== '' && !dateTooEarly;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    onConfirm({ appointment_date: date, appointment_time: time, assigned_doctor_id: doctor });
  }

  const doctors = options.data ?? [];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {request.notes?.trim() ? (
        <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
          <p className="font-medium">Observação do paciente</p>
          <p className="break-words whitespace-pre-line">{request.notes}</p>
        </div>
      ) : null}
      {error ? (
        <Alert tone="error" title="Erro ao aprovar solicitação">
          {apiErrorMessage(error, 'Tente novamente.')}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="aprovar-data"
          label="Data da consulta"
          required
          error={dateTooEarly ? 'A data não pode ser anterior a hoje' : null}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              min={min}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
        <Field id="aprovar-horario" label="Horário" required>
          {(control) => (
            <Input {...control} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          )}
        </Field>
      </div>
      <Field
        id="aprovar-medico"
        label="Médico responsável"
        required
        hint={
          options.isSuccess && doctors.length === 0
            ? `Nenhum médico ativo de ${request.specialty} nesta unidade.`
            : `Médicos ativos de ${request.specialty}`
        }
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={doctor}
            disabled={options.isPending}
            onChange={(e) => setDoctor(e.target.value)}
          >
            <option value="">{options.isPending ? 'Carregando...' : 'Selecione o médico'}</option>
            {doctors.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
                {d.crm ? ` (${d.crm})` : ''}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <DoctorDayAgenda doctor={doctor} date={dateTooEarly ? '' : date} time={time} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!complete || busy}>
          {busy ? 'Aprovando...' : 'Confirmar aprovação'}
        </Button>
      </div>
    </form>
  );
}
