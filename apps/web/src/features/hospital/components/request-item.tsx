import { CalendarCheck, CircleX } from '@/components/icons';
import {
  APPOINTMENT_TYPE_LABELS,
  REQUEST_STATUS_LABELS,
  type AppointmentStatus,
} from '@saude/shared/domain/constants';
import type { HospitalRequestItem } from '@saude/shared/schemas/hospital';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatTime } from '@/lib/format-date';
import { Detail } from './panel-states';

const STATUS_TONE = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
} as const;

/** What became of the appointment the approval made: the request stays approved, the visit moves on. */
const APPOINTMENT_OUTCOME: Record<AppointmentStatus, { text: string; box: string }> = {
  scheduled: { text: 'Consulta agendada', box: 'border-emerald-200 bg-emerald-50 text-emerald-950' },
  confirmed: { text: 'Consulta confirmada', box: 'border-emerald-200 bg-emerald-50 text-emerald-950' },
  completed: { text: 'Consulta realizada', box: 'border-slate-200 bg-slate-50 text-slate-900' },
  cancelled: { text: 'Consulta cancelada', box: 'border-red-200 bg-red-50 text-red-950' },
  no_show: { text: 'O paciente faltou à consulta', box: 'border-amber-200 bg-amber-50 text-amber-950' },
};

type RequestItemProps = {
  request: HospitalRequestItem;
  onApprove: (request: HospitalRequestItem) => void;
  onReject: (request: HospitalRequestItem) => void;
};

/** One appointment request; only pending ones offer Aprovar and Rejeitar (spec 02 section 4). */
export function RequestItem({ request, onApprove, onReject }: RequestItemProps) {
  const headingId = `solicitacao-${request.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {request.patient_name}
        </h3>
        <Badge tone={STATUS_TONE[request.status]}>{REQUEST_STATUS_LABELS[request.status]}</Badge>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <Detail label="Especialidade">{request.specialty}</Detail>
        <Detail label="Tipo">{APPOINTMENT_TYPE_LABELS[request.appointment_type]}</Detail>
        <Detail label="Solicitado em">{formatDate(request.requested_date)}</Detail>
      </dl>
      {request.rescheduled_from_appointment_id != null ? (
        <p className="mt-3 text-sm text-slate-700">
          Remarcação: o paciente cancelou uma consulta e pediu outro horário.
        </p>
      ) : null}
      {request.notes ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-medium">Observações: </span>
          {request.notes}
        </p>
      ) : null}

      {request.status === 'approved' ? <ApprovedAppointment request={request} /> : null}
      {request.status === 'rejected' ? (
        <div className="mt-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
          <CircleX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Solicitação rejeitada</p>
            {/* The reason the patient reads (decision 018): the unit sees what it told them. */}
            {request.rejection_reason ? <p>Motivo: {request.rejection_reason}</p> : null}
          </div>
        </div>
      ) : null}

      {request.status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {/* Named with the patient: in a queue of 50, "Aprovar" alone does not say whose. */}
          <Button
            onClick={() => onApprove(request)}
            aria-label={`Aprovar solicitação de ${request.patient_name}`}
          >
            Aprovar
          </Button>
          <Button
            variant="outline"
            className="text-red-800"
            onClick={() => onReject(request)}
            aria-label={`Rejeitar solicitação de ${request.patient_name}`}
          >
            Rejeitar
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function ApprovedAppointment({ request }: { request: HospitalRequestItem }) {
  const outcome = APPOINTMENT_OUTCOME[request.appointment_status ?? 'scheduled'];
  return (
    <div className={`mt-3 flex gap-2 rounded-lg border p-3 text-sm ${outcome.box}`}>
      <CalendarCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{outcome.text}</p>
        <p>
          {formatDate(request.approved_date)}
          {request.approved_time ? ` às ${formatTime(request.approved_time)}` : ''}
          {request.doctor_name ? ` · ${request.doctor_name}` : ''}
        </p>
      </div>
    </div>
  );
}
