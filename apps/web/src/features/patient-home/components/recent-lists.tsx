import { Bug, CalendarDays, Pill } from 'lucide-react';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, LIMITS } from '@saude/shared/domain/constants';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatTime } from '@/lib/format-date';
import { ReportStatusBadge } from '@/features/reports/components/report-status-badge';
import { reportPreview } from '@/features/reports/components/report-card';
import { useMyReports } from '@/features/reports/api/use-my-reports';
import { useMyAppointments } from '../api/use-appointments';
import { useRecentPrescriptions } from '../api/use-prescriptions';
import { HomeSection } from './home-section';

const PRESCRIPTION_PREVIEW_CHARS = 100;
const N = LIMITS.dashboardListSize;

export function RecentPrescriptions() {
  const query = useRecentPrescriptions();
  const items = (query.data ?? []).slice(0, N);
  return (
    <HomeSection
      id="receitas-recentes"
      title="Receitas recentes"
      icon={Pill}
      link={{ to: '/prescriptions', label: 'Ver todas' }}
      loading={query.isPending}
      empty={items.length === 0 ? 'Nenhuma receita encontrada' : null}
    >
      <ul className="divide-y divide-slate-100">
        {items.map((rx) => (
          <li key={rx.id} className="py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900">{rx.doctor_name}</span>
              <span className="text-xs text-slate-600">{formatDate(rx.prescription_date)}</span>
            </div>
            <p className="mt-1 text-sm break-words text-slate-700">
              {rx.prescription_text.length > PRESCRIPTION_PREVIEW_CHARS
                ? `${rx.prescription_text.slice(0, PRESCRIPTION_PREVIEW_CHARS)}...`
                : rx.prescription_text}
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function RecentAppointments() {
  const query = useMyAppointments();
  // The server lists by date ascending; the most recent ones are at the end.
  const items = [...(query.data ?? [])].reverse().slice(0, N);
  return (
    <HomeSection
      id="consultas-recentes"
      title="Consultas recentes"
      icon={CalendarDays}
      link={{ to: '/appointments', label: 'Ver todas' }}
      loading={query.isPending}
      empty={items.length === 0 ? 'Nenhuma consulta encontrada' : null}
    >
      <ul className="divide-y divide-slate-100">
        {items.map((a) => (
          <li key={a.id} className="py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900">
                {a.specialty ?? APPOINTMENT_TYPE_LABELS[a.appointment_type]}
              </span>
              <Badge tone={a.status === 'cancelled' || a.status === 'no_show' ? 'danger' : 'brand'}>
                {APPOINTMENT_STATUS_LABELS[a.status]}
              </Badge>
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
  const query = useMyReports();
  const items = (query.data ?? []).slice(0, N);
  return (
    <HomeSection
      id="meus-relatorios-recentes"
      title="Meus relatórios"
      icon={Bug}
      link={{ to: '/reports', label: 'Ver todos' }}
      loading={query.isPending}
      empty={items.length === 0 ? 'Nenhum relatório enviado' : null}
    >
      <ul className="divide-y divide-slate-100">
        {items.map((r) => (
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
