import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { REPORT_STATUSES, REPORT_STATUS_LABELS } from '@saude/shared/domain/constants';
import type { AdminStats } from '@saude/shared/schemas/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const STATUS_COLORS = { pending: '#b45309', investigating: '#0f766e', resolved: '#15803d' } as const;

/** Reports by status and by neighbourhood; each chart has a text summary for screen readers. */
export function ReportsCharts({ stats }: { stats: AdminStats }) {
  const byStatus = REPORT_STATUSES.map((s) => ({
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
          <p className="sr-only">{byStatus.map((s) => `${s.name}: ${s.value}`).join(', ')}</p>
          {hasStatus ? (
            <div className="h-56" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie
                    data={byStatus}
                    dataKey="value"
                    nameKey="name"
                    innerRadius={45}
                    outerRadius={80}
                    isAnimationActive={false}
                  >
                    {byStatus.map((s) => (
                      <Cell key={s.status} fill={STATUS_COLORS[s.status]} />
                    ))}
                  </Pie>
                  <Tooltip />
                </PieChart>
              </ResponsiveContainer>
            </div>
          ) : (
            <p className="py-8 text-center text-sm text-slate-600">Nenhum relatório ainda</p>
          )}
          <ul className="mt-2 flex flex-wrap gap-3 text-sm text-slate-700" aria-hidden="true">
            {byStatus.map((s) => (
              <li key={s.status} className="flex items-center gap-1.5">
                <span className="size-3 rounded-full" style={{ background: STATUS_COLORS[s.status] }} />
                {s.name}: {s.value}
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
          <p className="sr-only">{byPlace.map((p) => `${p.neighborhood}: ${p.count}`).join(', ')}</p>
          {byPlace.length > 0 ? (
            <div className="h-64" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={byPlace} layout="vertical" margin={{ left: 8, right: 16 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey="neighborhood" width={110} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  <Bar dataKey="count" name="Relatórios" fill="#0f766e" radius={[0, 4, 4, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          ) : (
            <p className="py-8 text-center text-sm text-slate-600">Nenhum relatório ainda</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
