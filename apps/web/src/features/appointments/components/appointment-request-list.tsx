import { Suspense, useState } from 'react';
import { Building2, CalendarClock, CircleX, Stethoscope, UserRound } from '@/components/icons';
import { APPOINTMENT_TYPE_LABELS } from '@saude/shared/domain/constants';
import type { AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';
import { formatDate, formatTime } from '@/lib/format-date';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { AppointmentStatusBadge, RequestStatusBadge } from './status-badges';
import { WithdrawRequestDialog } from './lazy-dialogs';

const WITHDRAW_INTENT = preloadOnIntent([WithdrawRequestDialog]);

function RequestItem({
  request: r,
  onRequestAgain,
  onWithdraw,
}: {
  request: AppointmentRequestItem;
  onRequestAgain?: () => void;
  onWithdraw?: () => void;
}) {
  return (
    <Card className="p-4">
      <article aria-label={`Solicitação de ${r.specialty}`} className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{r.specialty}</h3>
            <p className="text-sm text-slate-700">
              {APPOINTMENT_TYPE_LABELS[r.appointment_type] ?? r.appointment_type} · solicitada em{' '}
              {formatDate(r.requested_date || r.created_at)}
            </p>
          </div>
          <RequestStatusBadge status={r.status} />
        </div>
        {r.status === 'pending' ? (
          <p className="text-sm text-amber-900">Aguardando aprovação dos hospitais/UBS</p>
        ) : null}
        {r.rescheduled_from_appointment_id != null ? (
          <p className="text-sm text-slate-700">Remarcação de uma consulta cancelada</p>
        ) : null}
        {r.status === 'approved' ? (
          <ul className="grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <Building2 className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {r.health_unit_name ?? 'Unidade não informada'}
            </li>
            <li className="flex items-center gap-2">
              <CalendarClock className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {formatDate(r.approved_date)}
              {r.approved_time ? ` às ${formatTime(r.approved_time)}` : ''}
            </li>
            <li className="flex items-center gap-2">
              <UserRound className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {r.doctor_name ? r.doctor_name : 'Médico não informado'}
            </li>
          </ul>
        ) : null}
        {/* The request stays approved; the visit it made may since be confirmed, done or cancelled. */}
        {r.status === 'approved' && r.appointment_status && r.appointment_status !== 'scheduled' ? (
          <p className="flex items-center gap-2 text-sm text-slate-800">
            Situação da consulta: <AppointmentStatusBadge status={r.appointment_status} />
          </p>
        ) : null}
        {r.status !== 'approved' && r.health_unit_name ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Building2 className="size-4 shrink-0" aria-hidden="true" />
            {r.health_unit_name}
          </p>
        ) : null}
        {r.notes ? <p className="text-sm break-words text-slate-700">Observações: {r.notes}</p> : null}
        {r.status === 'rejected' ? (
          <RejectedNext reason={r.rejection_reason} onRequestAgain={onRequestAgain} />
        ) : null}
        {r.status === 'pending' && onWithdraw ? (
          <Button variant="outline" size="sm" onClick={onWithdraw}>
            <CircleX className="size-4" aria-hidden="true" />
            Desistir
          </Button>
        ) : null}
      </article>
    </Card>
  );
}

/** Why the unit said no, and what the patient can do now (decision 018). */
function RejectedNext({ reason, onRequestAgain }: { reason: string | null; onRequestAgain?: () => void }) {
  return (
    <div className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      {reason ? (
        <p className="break-words">
          <strong>Motivo:</strong> {reason}
        </p>
      ) : null}
      <p>Você pode fazer uma nova solicitação, se preferir para outra unidade de saúde.</p>
      {onRequestAgain ? (
        <Button variant="outline" size="sm" onClick={onRequestAgain}>
          Solicitar novamente
        </Button>
      ) : null}
    </div>
  );
}

/** 'Minhas Solicitações' (spec 01 /appointments, spec 02 section 4 for the statuses), newest first. */
export function AppointmentRequestList({
  list,
  onRequestAgain,
}: {
  list: PagedListState<AppointmentRequestItem>;
  /** Opens the request form from a rejected request. */
  onRequestAgain?: () => void;
}) {
  const [withdrawing, setWithdrawing] = useState<AppointmentRequestItem | null>(null);
  return (
    <>
      <PagedList
        list={list}
        loadingLabel="Carregando solicitações..."
        errorText="Não foi possível carregar suas solicitações."
        totalText={(count, total) => `${count} ${total === 1 ? 'solicitação' : 'solicitações'}`}
        empty={
          <Card className="flex flex-col items-center px-6 py-8 text-center">
            <Stethoscope className="size-8 text-slate-400" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-700">Você ainda não fez nenhuma solicitação.</p>
          </Card>
        }
      >
        {(requests) => (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Minhas Solicitações" {...WITHDRAW_INTENT}>
            {requests.map((r) => (
              <li key={r.id}>
                <RequestItem
                  request={r}
                  onRequestAgain={onRequestAgain}
                  onWithdraw={() => setWithdrawing(r)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <Suspense fallback={null}>
        {withdrawing ? (
          <WithdrawRequestDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
