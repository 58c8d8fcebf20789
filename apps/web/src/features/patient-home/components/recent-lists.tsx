import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bug, CalendarDays, Pill } from '@/components/icons';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS } from '@saude/shared/domain/constants';
import { Badge } from '@/components/ui/badge';
import { totalLabel, type ListPage } from '@/lib/api-list';
import { formatDate, formatTime } from '@/lib/format-date';
import { prefetchPagedList } from '@/lib/use-paged-list';
import { whenIdle } from '@/lib/when-idle';
import { useOnline } from '@/features/offline';
import { ReportStatusBadge, reportPreview } from '@/features/reports';
import { prescriptionsSource } from '@/features/prescriptions/api/use-prescriptions';
import { APPOINTMENT_STATUS_TONES } from '@/lib/appointment-status';
import { prescriptionState } from '@/lib/prescription-state';
import { useRecentAppointments } from '../api/use-appointments';
import { useRecentPrescriptions } from '../api/use-prescriptions';
import { useRecentReports } from '../api/use-reports';
import { blockState } from '../lib/block-state';
import { HomeSection } from './home-section';

const PRESCRIPTION_PREVIEW_CHARS = 100;

/** 'Ver todas (12)': the list's own page, with the server's count of it. */
const seeAll = (label: string, page: ListPage<unknown> | undefined) =>
  page && page.total > 0 ? `${label} (${totalLabel(page)})` : label;

/** Long enough for the home to be drawn and settled: the read is for later, not for this screen. */
const READY_FOR_THE_COUNTER_AFTER_MS = 3000;

/**
 * With a prescription still to be dispensed, the prescriptions page's first page is read once the
 * home has settled: the offline copy then holds it, and a patient who loses signal at the pharmacy
 * still opens its QR code there, though they never opened that page on this phone.
 */
function useReadyForTheCounter(usable: boolean) {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!usable || !online) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void prefetchPagedList(queryClient, prescriptionsSource));
    }, READY_FOR_THE_COUNTER_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [usable, online, queryClient]);
}

export function RecentPrescriptions() {
  const query = useRecentPrescriptions();
  useReadyForTheCounter(query.data?.items.some((rx) => rx.status === 'valid') ?? false);
  return (
    <HomeSection
      id="receitas-recentes"
      title="Receitas recentes"
      icon={Pill}
      link={{ to: '/prescriptions', label: seeAll('Ver todas', query.data) }}
      state={blockState(query, 'as receitas', 'Nenhuma receita encontrada')}
    >
      <ul className="divide-y divide-slate-100">
        {query.data?.items.map((rx) => {
          const state = prescriptionState(rx);
          return (
            <li key={rx.id} className="py-2.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{rx.doctor_name}</span>
                <span className="flex items-center gap-2">
                  <Badge tone={state.tone}>{state.label}</Badge>
                  <span className="text-xs text-slate-600">{formatDate(rx.prescription_date)}</span>
                </span>
              </div>
              <p className="mt-1 text-sm break-words text-slate-700">
                {rx.prescription_text.length > PRESCRIPTION_PREVIEW_CHARS
                  ? `${rx.prescription_text.slice(0, PRESCRIPTION_PREVIEW_CHARS)}...`
                  : rx.prescription_text}
              </p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

/** The server lists a patient's appointments upcoming first, then the latest past ones. */
export function RecentAppointments() {
  const query = useRecentAppointments();
  return (
    <HomeSection
      id="consultas-recentes"
      title="Consultas recentes"
      icon={CalendarDays}
      link={{ to: '/appointments', label: seeAll('Ver todas', query.data) }}
      state={blockState(query, 'as consultas', 'Nenhuma consulta encontrada')}
    >
      <ul className="divide-y divide-slate-100">
        {query.data?.items.map((a) => (
          <li key={a.id} className="py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900">
                {a.specialty ?? APPOINTMENT_TYPE_LABELS[a.appointment_type]}
              </span>
              <Badge tone={APPOINTMENT_STATUS_TONES[a.status]}>{APPOINTMENT_STATUS_LABELS[a.status]}</Badge>
            </div>
            <p className="text-sm text-slate-700">
              {formatDate(a.appointment_date)}
              {a.appointment_time ? ` às ${formatTime(a.appointment_time)}` : ''}
              {a.doctor_name ? ` · ${a.doctor_name}` : ''}
            </p>
            {a.health_unit_name ? <p className="text-xs text-slate-600">{a.health_unit_name}</p> : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function RecentReports() {
  const query = useRecentReports();
  return (
    <HomeSection
      id="meus-relatorios-recentes"
      title="Meus relatórios"
      icon={Bug}
      link={{ to: '/reports', label: seeAll('Ver todos', query.data) }}
      state={blockState(query, 'os relatórios', 'Nenhum relatório enviado')}
    >
      <ul className="divide-y divide-slate-100">
        {query.data?.items.map((r) => (
          <li key={r.id} className="py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium break-words text-slate-900">{r.title}</span>
              <ReportStatusBadge status={r.status} />
            </div>
            <p className="text-xs text-slate-600">{formatDate(r.created_at)}</p>
            {r.description ? (
              <p className="text-sm break-words text-slate-700">{reportPreview(r.description)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
