import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from '@/components/icons';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS } from '@saude/shared/domain/constants';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { Badge } from '@/components/ui/badge';
import { PagedList } from '@/components/ui/paged-list';
import type { PagedList as PagedListState } from '@/lib/use-paged-list';
import { APPOINTMENT_STATUS_TONES } from '@/lib/appointment-status';
import { agendaTime } from '../agenda';

type AgendaListProps = {
  title: string;
  /** Today's appointments, by time (the server's order). */
  list: PagedListState<AppointmentItem>;
  empty: string;
  /** Controls per item, or null where it has none (the reception's Check-in, the doctor's Finalizar). */
  actions?: (appointment: AppointmentItem) => ReactNode;
  /** Above the rows: the reception's search for the patient at the counter. */
  search?: ReactNode;
  /** Each row's doctor: the unit's agenda needs it, a doctor's own agenda would repeat their name. */
  showDoctor?: boolean;
  /** Handlers that ask for the rows' dialogs' code as the agenda is reached (preloadOnIntent). */
  intent?: HTMLAttributes<HTMLElement>;
};

/** Today's appointments by time, with a link to the full /appointments list. */
export function AgendaList({
  title,
  list,
  empty,
  actions,
  search,
  showDoctor = true,
  intent,
}: AgendaListProps) {
  return (
    <section
      aria-labelledby="agenda-hoje"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      {...intent}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id="agenda-hoje" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to="/appointments"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-teal-800 hover:underline"
        >
          Ver todas as consultas
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {search ? <div className="border-b border-slate-200 px-4 py-3 sm:px-5">{search}</div> : null}
      <PagedList
        list={list}
        className="pb-4"
        loadingLabel="Carregando..."
        errorText="Não foi possível carregar a agenda de hoje."
        empty={<p className="p-5 text-slate-700">{empty}</p>}
      >
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((a) => {
              const controls = actions?.(a);
              return (
                <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
                  <span className="w-14 shrink-0 text-lg font-semibold text-teal-900 tabular-nums">
                    {agendaTime(a) || '--:--'}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{a.patient_name}</p>
                    <p className="text-sm text-slate-700">
                      {APPOINTMENT_TYPE_LABELS[a.appointment_type]}
                      {a.specialty ? ` · ${a.specialty}` : ''}
                      {showDoctor && a.doctor_name ? ` · ${a.doctor_name}` : ''}
                    </p>
                  </div>
                  <Badge tone={APPOINTMENT_STATUS_TONES[a.status]}>
                    {APPOINTMENT_STATUS_LABELS[a.status]}
                  </Badge>
                  {controls ? (
                    // On a phone the row's buttons share its width at full touch height (44 px).
                    <div className="flex w-full gap-2 sm:w-auto [&>button]:h-11 [&>button]:flex-1 sm:[&>button]:h-9 sm:[&>button]:flex-none">
                      {controls}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
