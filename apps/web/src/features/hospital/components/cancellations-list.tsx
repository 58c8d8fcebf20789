import { APPOINTMENT_TYPE_LABELS } from '@saude/shared/domain/constants';
import { Badge } from '@/components/ui/badge';
import { PagedList } from '@/components/ui/paged-list';
import { formatDate, formatDateTime, formatTime } from '@/lib/format-date';
import { useHospitalCancellations } from '../api/cancellations';
import { Detail, ListEmpty } from './panel-states';

/**
 * The unit's appointments its patients cancelled (decision 037), the most recent first: the freed slot
 * (day, time, doctor), why, and whether the patient asked again (the new request is in the queue).
 */
export function CancellationsList() {
  const list = useHospitalCancellations();
  return (
    <section aria-labelledby="titulo-cancelamentos" className="space-y-3">
      <h3 id="titulo-cancelamentos" className="text-base font-semibold text-slate-900">
        Consultas canceladas pelos pacientes
      </h3>
      <PagedList
        list={list}
        loadingLabel="Carregando cancelamentos..."
        errorText="Não foi possível carregar os cancelamentos."
        empty={<ListEmpty>Nenhuma consulta cancelada</ListEmpty>}
        totalText={(count, total) => `${count} ${total === 1 ? 'cancelamento' : 'cancelamentos'}`}
      >
        {(items) => (
          <ul aria-label="Consultas canceladas" className="space-y-3">
            {items.map((c) => (
              <li
                key={c.id}
                aria-labelledby={`cancelamento-${c.id}`}
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 id={`cancelamento-${c.id}`} className="text-base font-semibold text-slate-900">
                    {c.patient_name}
                  </h4>
                  <div className="flex flex-wrap gap-1">
                    <Badge tone="danger">Cancelada</Badge>
                    {c.rescheduled ? <Badge tone="brand">Pediu remarcação</Badge> : null}
                  </div>
                </div>
                <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                  <Detail label="Horário liberado">
                    {formatDate(c.appointment_date)}
                    {c.appointment_time ? ` às ${formatTime(c.appointment_time)}` : ''}
                  </Detail>
                  <Detail label="Atendimento">
                    {c.specialty ?? APPOINTMENT_TYPE_LABELS[c.appointment_type]}
                    {c.doctor_name ? ` · ${c.doctor_name}` : ''}
                  </Detail>
                  <Detail label="Cancelada em">{formatDateTime(c.cancelled_at)}</Detail>
                </dl>
                <p className="mt-3 text-sm break-words text-slate-700">
                  <span className="font-medium">Motivo:</span> {c.cancellation_reason ?? 'Não informado'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
