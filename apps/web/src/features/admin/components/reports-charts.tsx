import { REPORT_STATUSES, REPORT_STATUS_LABELS } from '@saude/shared/domain/constants';
import type { AdminStats } from '@saude/shared/schemas/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/lib/api-list';
import { PlaceBars, STATUS_COLORS, StatusDonut, type StatusSlice } from './reports-chart-drawings';

/**
 * Reports by status and by neighbourhood; each chart has a text summary for screen readers. The
 * drawings are light enough to come with the cards (reports-chart-drawings.tsx).
 */
export function ReportsCharts({ stats }: { stats: AdminStats }) {
  const byStatus: StatusSlice[] = REPORT_STATUSES.map((s) => ({
    status: s,
    name: REPORT_STATUS_LABELS[s],
    value: stats.reports_by_status[s] ?? 0,
  }));
  const byPlace = stats.reports_by_neighborhood.slice(0, 8);
  const hasStatus = byStatus.some((s) => s.value > 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Relatórios por status</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="sr-only">{byStatus.map((s) => `${s.name}: ${formatCount(s.value)}`).join(', ')}</p>
          {hasStatus ? (
            <div className="h-56" aria-hidden="true">
              <StatusDonut data={byStatus} />
            </div>
          ) : (
            <p className="py-8 text-center text-sm text-slate-600">Nenhum relatório ainda</p>
          )}
          <ul className="mt-2 flex flex-wrap gap-3 text-sm text-slate-700" aria-hidden="true">
            {byStatus.map((s) => (
              <li key={s.status} className="flex items-center gap-1.5">
                <span className="size-3 rounded-full" style={{ background: STATUS_COLORS[s.status] }} />
                {s.name}: {formatCount(s.value)}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Relatórios por bairro</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="sr-only">
            {byPlace.map((p) => `${p.neighborhood}: ${formatCount(p.count)}`).join(', ')}
          </p>
          {byPlace.length > 0 ? (
            <div className="h-64" aria-hidden="true">
              <PlaceBars data={byPlace} />
            </div>
          ) : (
            <p className="py-8 text-center text-sm text-slate-600">Nenhum relatório ainda</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
