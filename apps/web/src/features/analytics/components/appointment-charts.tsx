import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@saude/shared/domain/constants';
import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { fillDays, fullDay } from '../lib/fill-days';
import { formatCount } from '../lib/format';
import { ChartCard, listSummary } from './chart-card';
import { DailyBars, Donut, HorizontalBars, type Slice } from './charts';

const STATUS_COLORS = {
  scheduled: '#0369a1',
  confirmed: '#0f766e',
  completed: '#15803d',
  cancelled: '#64748b',
  no_show: '#b91c1c',
} as const;

/** Appointments dated in the period: by status, by unit and day by day. */
export function AppointmentCharts({ data }: { data: AnalyticsAnswer }) {
  const byStatus: Slice[] = APPOINTMENT_STATUSES.map((status) => ({
    key: status,
    label: APPOINTMENT_STATUS_LABELS[status],
    count: data.appointments_by_status.find((s) => s.status === status)?.count ?? 0,
    color: STATUS_COLORS[status],
  }));
  const statusRows = byStatus.map((s) => ({ label: s.label, value: s.count }));
  const total = byStatus.reduce((sum, s) => sum + s.count, 0);

  const byUnit = [...data.appointments_by_unit]
    .sort((a, b) => b.count - a.count)
    .map((u) => ({ label: u.health_unit_name, count: u.count }));
  const unitRows = byUnit.map((u) => ({ label: u.label, value: u.count }));

  const days = fillDays(data.period.from, data.period.to, data.appointments_over_time);
  const busiest = days.reduce<(typeof days)[number] | null>(
    (best, d) => (d.count > (best?.count ?? 0) ? d : best),
    null,
  );

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title="Consultas por situação"
        summary={
          total === 0
            ? 'Nenhuma consulta no período.'
            : `${formatCount(total)} consultas: ${listSummary(statusRows)}.`
        }
        columns={['Situação', 'Consultas']}
        rows={statusRows}
        empty={total === 0}
        height="h-auto sm:h-52"
      >
        <Donut data={byStatus} />
      </ChartCard>
      <ChartCard
        title="Consultas por unidade"
        summary={byUnit.length === 0 ? 'Nenhuma consulta no período.' : `${listSummary(unitRows)}.`}
        columns={['Unidade', 'Consultas']}
        rows={unitRows}
        empty={byUnit.length === 0}
        height={byUnit.length > 6 ? 'h-80' : 'h-56'}
      >
        <HorizontalBars data={byUnit} name="Consultas" />
      </ChartCard>
      <ChartCard
        className="lg:col-span-2"
        title="Consultas ao longo do tempo"
        description="Consultas por dia marcado, dias sem consultas contam como zero"
        summary={
          busiest
            ? `${formatCount(total)} consultas em ${days.length} dias; o dia com mais consultas foi ${fullDay(busiest.date)}, com ${formatCount(busiest.count)}.`
            : `Nenhuma consulta nos ${days.length} dias do período.`
        }
        columns={['Dia', 'Consultas']}
        rows={days.map((d) => ({ label: fullDay(d.date), value: formatCount(d.count) }))}
        empty={busiest == null}
      >
        <DailyBars data={days} name="Consultas" />
      </ChartCard>
    </div>
  );
}
