import { lazy, Suspense } from 'react';
import { REPORT_STATUSES, REPORT_STATUS_LABELS } from '@saude/shared/domain/constants';
import type { AdminStats } from '@saude/shared/schemas/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { formatCount } from '@/lib/api-list';
import { DRAWING_AREA, WAITING_TO_DRAW } from './drawing-area';

const StatusDonut = lazy(() => import('./reports-chart-drawings').then((m) => ({ default: m.StatusDonut })));
const PlaceBars = lazy(() => import('./reports-chart-drawings').then((m) => ({ default: m.PlaceBars })));

/**
 * A chart's box while the charts' code loads, instead of a blank card. The data is also in the
 * card's text for screen readers, so this is only for the eye.
 */
const CHART_LOADING = <div className={DRAWING_AREA}>Carregando gráfico...</div>;

export const STATUS_COLORS = { pending: '#b45309', investigating: '#0f766e', resolved: '#15803d' } as const;

export type StatusSlice = { status: keyof typeof STATUS_COLORS; name: string; value: number };

/**
 * Reports by status and by neighbourhood; each chart has a text summary for screen readers. The
 * cards and their text come with the panel; the drawings when they near the screen.
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
            <WhenNearViewport className="h-56" placeholder={WAITING_TO_DRAW}>
              <div className="h-full" aria-hidden="true">
                <Suspense fallback={CHART_LOADING}>
                  <StatusDonut data={byStatus} />
                </Suspense>
              </div>
            </WhenNearViewport>
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
            <WhenNearViewport className="h-64" placeholder={WAITING_TO_DRAW}>
              <div className="h-full" aria-hidden="true">
                <Suspense fallback={CHART_LOADING}>
                  <PlaceBars data={byPlace} />
                </Suspense>
              </div>
            </WhenNearViewport>
          ) : (
            <p className="py-8 text-center text-sm text-slate-600">Nenhum relatório ainda</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
