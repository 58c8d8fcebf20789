import type { IconComponent } from '@/components/icons';
import { CalendarCheck, CalendarX, Clock, FileText, UserX } from '@/components/icons';
import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount, formatPercent } from '../lib/format';

type Figure = {
  label: string;
  value: string;
  note: string;
  icon: IconComponent;
  tone: string;
  testId: string;
};

/** The numbers a secretary looks for first, the no-show rate the biggest of them. */
export function KeyFigures({ data }: { data: AnalyticsAnswer }) {
  const appointments = data.appointments_by_status.reduce((sum, s) => sum + s.count, 0);
  const noShow = data.appointments_by_status.find((s) => s.status === 'no_show')?.count ?? 0;
  const completed = data.appointments_by_status.find((s) => s.status === 'completed')?.count ?? 0;
  const figures: Figure[] = [
    {
      label: 'Taxa de faltas',
      value: data.no_show_rate == null ? '—' : formatPercent(data.no_show_rate),
      note:
        data.no_show_rate == null
          ? 'Nenhuma consulta realizada ou falta no período'
          : `${formatCount(noShow)} faltas em ${formatCount(noShow + completed)} consultas realizadas ou perdidas`,
      icon: UserX,
      tone: 'bg-red-50 text-red-800',
      testId: 'taxa-faltas',
    },
    {
      label: 'Consultas no período',
      value: formatCount(appointments),
      note: 'Todas as situações',
      icon: CalendarCheck,
      tone: 'bg-teal-50 text-teal-800',
      testId: 'total-consultas',
    },
    {
      label: 'Solicitações aguardando',
      value: formatCount(data.requests_waiting.count),
      note: 'Pendentes de aprovação hoje',
      icon: Clock,
      tone: 'bg-amber-50 text-amber-900',
      testId: 'solicitacoes-aguardando',
    },
    {
      label: 'Receitas emitidas',
      value: formatCount(data.prescriptions_total),
      note: 'No período',
      icon: FileText,
      tone: 'bg-sky-50 text-sky-900',
      testId: 'total-receitas',
    },
    {
      label: 'Vagas liberadas por cancelamento',
      value: formatCount(data.slots_freed_by_cancellation),
      note: 'Consultas canceladas pelos pacientes no período',
      icon: CalendarX,
      tone: 'bg-slate-100 text-slate-800',
      testId: 'vagas-liberadas',
    },
  ];
  return (
    <ul
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
      aria-label="Indicadores do período"
    >
      {figures.map(({ label, value, note, icon: Icon, tone, testId }, index) => (
        <li key={label}>
          <Card className={cn('flex h-full items-start gap-3 p-4', index === 0 && 'ring-2 ring-red-100')}>
            <span className={cn('rounded-xl p-2', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-700">{label}</span>
              <span
                className={cn(
                  'block font-semibold text-slate-900 tabular-nums',
                  index === 0 ? 'text-4xl' : 'text-3xl',
                )}
                data-testid={testId}
              >
                {value}
              </span>
              <span className="mt-0.5 block text-xs text-slate-600">{note}</span>
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
