import { Fragment, Suspense, useState } from 'react';
import { CalendarX } from '@/components/icons';
import { toast } from '@/components/ui/toast';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { Card } from '@/components/ui/card';
import { PagedList } from '@/components/ui/paged-list';
import { SearchField } from '@/components/ui/search-field';
import { apiErrorMessage } from '@/lib/api-client';
import { dayHeading, localIsoDay } from '@/lib/calendar-day';
import { formatDate } from '@/lib/format-date';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAppointments } from '../api/use-appointments';
import { useUpdateAppointmentStatus } from '../api/use-update-appointment-status';
import { actionsFor, type AppointmentAction } from '../lib/appointment-actions';
import { AgendaDayPicker } from './agenda-day-picker';
import { AppointmentCard } from './appointment-card';
import { AppointmentStatusFilter, type StatusFilter } from './appointment-status-filter';
import { CancelAppointmentDialog, RescheduleAppointmentDialog } from './lazy-dialogs';
import { NoShowDialog } from './no-show-dialog';
import { useDoctorDialogs } from './use-doctor-dialogs';

type AppointmentsSectionProps = {
  title: string;
  role: string | null;
  /** Says what the section holds, where its title alone does not. */
  description?: string;
};

const STATUS_ERROR = 'Erro ao atualizar o status da consulta. Tente novamente.';
/** On a patient's rows: the cancel and reschedule dialogs' code is asked for as the rows are reached. */
const PATIENT_ROW_INTENT = preloadOnIntent([CancelAppointmentDialog, RescheduleAppointmentDialog]);

/**
 * The appointments in the viewer's reach, with the status filter and, for staff, the day picker and
 * the status actions. The server orders them for the work: from the chosen day (today for staff and
 * patients alike) on, soonest first, then the days before it, most recent first.
 */
export function AppointmentsSection({ title, role, description }: AppointmentsSectionProps) {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [from, setFrom] = useState(localIsoDay);
  const [patient, setPatient] = useState('');
  // The unit's and the doctor's agendas are searched by patient; the department's holds the whole
  // city, where the server asks for a day (CITY_SEARCH_NEEDS_DAY_MESSAGE), and a patient's is their own.
  const searchable = role === 'reception' || role === 'doctor';
  const q = useDebouncedValue(patient);
  const list = useAppointments({ status: filter, from, q: searchable ? q : '' });
  const update = useUpdateAppointmentStatus();
  const doctor = useDoctorDialogs(update);
  const [missed, setMissed] = useState<AppointmentItem | null>(null);
  const [cancelling, setCancelling] = useState<AppointmentItem | null>(null);
  const [rescheduling, setRescheduling] = useState<AppointmentItem | null>(null);
  const staff = role !== 'patient';
  const today = localIsoDay();
  const nowTime = new Date().toTimeString().slice(0, 5);

  const onAction = (a: AppointmentItem, action: AppointmentAction) => {
    if (action === 'finish') return doctor.finish(a);
    if (action === 'prescribe') return doctor.prescribe(a);
    if (action === 'no-show') return setMissed(a);
    if (action === 'cancel') return setCancelling(a);
    if (action === 'reschedule') return setRescheduling(a);
    update.change(
      { id: a.id, status: 'confirmed' },
      { onError: (error) => toast.error(apiErrorMessage(error, STATUS_ERROR)) },
    );
  };

  const markMissed = () => {
    if (!missed) return;
    update.change(
      { id: missed.id, status: 'no_show' },
      {
        onSuccess: () => setMissed(null),
        onError: (error) => toast.error(apiErrorMessage(error, STATUS_ERROR)),
      },
    );
  };

  return (
    <section aria-labelledby="consultas-titulo" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="consultas-titulo" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {staff ? <AgendaDayPicker value={from} onChange={setFrom} /> : null}
          <AppointmentStatusFilter value={filter} onChange={setFilter} />
        </div>
      </div>
      {searchable ? (
        <SearchField
          id="busca-consultas"
          label="Buscar paciente por nome ou CPF"
          // The label is cut on a phone ('...nome ou CF').
          placeholder="Nome ou CPF do paciente"
          value={patient}
          onChange={setPatient}
        />
      ) : null}
      <PagedList
        list={list}
        loadingLabel="Carregando consultas..."
        errorText="Não foi possível carregar as consultas."
        totalText={(count, total) => `${count} ${total === 1 ? 'consulta' : 'consultas'}`}
        empty={
          <Card className="flex flex-col items-center px-6 py-8 text-center">
            <CalendarX className="size-8 text-slate-400" aria-hidden="true" />
            <p className="mt-2 text-sm text-slate-700">Nenhuma consulta encontrada.</p>
          </Card>
        }
      >
        {(items) => (
          <div
            className="space-y-4"
            {...(role === 'doctor' ? doctor.intent : role === 'patient' ? PATIENT_ROW_INTENT : {})}
          >
            {/* A heading where the day changes: the list runs forward from `from`, then back. */}
            {byDay(items).map(({ day, appointments }, i, days) => (
              <Fragment key={day}>
                {day < from && (i === 0 || (days[i - 1]?.day ?? '') >= from) ? (
                  <PastDivider from={from} today={today} />
                ) : null}
                <section aria-label={dayHeading(day)} className="space-y-2">
                  <h3 className="text-sm font-semibold text-teal-900">{dayHeading(day)}</h3>
                  <ul className="grid gap-3 lg:grid-cols-2">
                    {appointments.map((a) => (
                      <li key={a.id}>
                        <AppointmentCard
                          appointment={a}
                          showPatient={staff}
                          hideDoctor={role === 'doctor'}
                          actions={actionsFor(role, a, today, nowTime)}
                          justCheckedIn={update.justCheckedIn(a.id)}
                          busy={update.isPending && update.variables?.id === a.id}
                          onAction={(action) => onAction(a, action)}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              </Fragment>
            ))}
          </div>
        )}
      </PagedList>
      {role === 'reception' ? (
        <NoShowDialog
          appointment={missed}
          busy={update.isPending}
          onCancel={() => setMissed(null)}
          onConfirm={markMissed}
        />
      ) : null}
      {/* The dialogs with a form are mounted while open: their code is fetched then. */}
      <Suspense fallback={null}>
        {role === 'patient' && cancelling ? (
          <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(null)} />
        ) : null}
        {role === 'patient' && rescheduling ? (
          <RescheduleAppointmentDialog appointment={rescheduling} onClose={() => setRescheduling(null)} />
        ) : null}
        {role === 'doctor' ? doctor.dialogs : null}
      </Suspense>
    </section>
  );
}

/** Where the list turns back from the chosen day to the days before it. */
function PastDivider({ from, today }: { from: string; today: string }) {
  return (
    <p className="flex items-center gap-3 pt-2 text-sm font-semibold text-slate-700">
      <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
      {from === today ? 'Consultas anteriores' : `Consultas anteriores a ${formatDate(from)}`}
      <span className="h-px flex-1 bg-slate-300" aria-hidden="true" />
    </p>
  );
}

/** Consecutive appointments of the same day together (a day appears once: the order is by day). */
function byDay(items: AppointmentItem[]) {
  const days: { day: string; appointments: AppointmentItem[] }[] = [];
  for (const a of items) {
    const last = days[days.length - 1];
    if (last?.day === a.appointment_date) last.appointments.push(a);
    else days.push({ day: a.appointment_date, appointments: [a] });
  }
  return days;
}
