import {
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  REPORT_TYPES,
  REPORT_TYPE_LABELS,
} from '@saude/shared/domain/constants';
import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { ChartCard, listSummary } from './chart-card';
import { Donut, HorizontalBars, type Slice } from './charts';

const TYPE_COLORS = { mosquito: '#b45309', trash: '#475569' } as const;
const STATUS_COLORS = { pending: '#b45309', investigating: '#0369a1', resolved: '#15803d' } as const;
/** Beyond this many neighbourhoods the bars get too thin to read; the table keeps them all. */
const NEIGHBORHOODS_SHOWN = 10;

/** Environmental reports made in the period: what, how far along, and where. */
export function ReportAnalytics({ data }: { data: AnalyticsAnswer }) {
  const byType: Slice[] = REPORT_TYPES.map((t) => ({
    key: t,
    label: REPORT_TYPE_LABELS[t],
    count: data.reports_by_type.find((r) => r.report_type === t)?.count ?? 0,
    color: TYPE_COLORS[t],
  }));
  const byStatus: Slice[] = REPORT_STATUSES.map((s) => ({
    key: s,
    label: REPORT_STATUS_LABELS[s],
    count: data.reports_by_status.find((r) => r.status === s)?.count ?? 0,
    color: STATUS_COLORS[s],
  }));
  const places = [...data.reports_by_neighborhood].sort((a, b) => b.count - a.count);
  const placeRows = places.map((p) => ({ label: p.neighborhood, value: p.count }));
  const total = byType.reduce((sum, t) => sum + t.count, 0);
  const rowsOf = (slices: Slice[]) => slices.map((s) => ({ label: s.label, value: s.count }));

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard
        title="Relatórios por tipo"
        summary={total === 0 ? 'Nenhum relatório no período.' : `${listSummary(rowsOf(byType))}.`}
        columns={['Tipo', 'Relatórios']}
        rows={rowsOf(byType)}
        empty={total === 0}
        height="h-auto sm:h-44"
      >
        <Donut data={byType} />
      </ChartCard>
      <ChartCard
        title="Relatórios por status"
        summary={total === 0 ? 'Nenhum relatório no período.' : `${listSummary(rowsOf(byStatus))}.`}
        columns={['Status', 'Relatórios']}
        rows={rowsOf(byStatus)}
        empty={total === 0}
        height="h-auto sm:h-44"
      >
        <Donut data={byStatus} />
      </ChartCard>
      <ChartCard
        title="Relatórios por bairro"
        summary={places.length === 0 ? 'Nenhum relatório no período.' : `${listSummary(placeRows)}.`}
        columns={['Bairro', 'Relatórios']}
        rows={placeRows}
        empty={places.length === 0}
      >
        <HorizontalBars
          data={places.slice(0, NEIGHBORHOODS_SHOWN).map((p) => ({ label: p.neighborhood, count: p.count }))}
          name="Relatórios"
          color="#b45309"
          labelWidth={110}
        />
      </ChartCard>
    </div>
  );
}
