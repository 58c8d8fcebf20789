import type { RequestsWaiting } from '@saude/shared/schemas/analytics';
import { formatCount, formatDays } from '../lib/format';
import { ChartCard, listSummary } from './chart-card';
import { HorizontalBars } from './charts';

const BUCKET_COLORS = ['#15803d', '#0f766e', '#b45309', '#b91c1c'];

/** The backlog of appointment requests no unit has answered yet, however old. */
export function WaitingRequests({ waiting }: { waiting: RequestsWaiting }) {
  const buckets = waiting.buckets.map((b, i) => ({
    label: b.label,
    count: b.count,
    color: BUCKET_COLORS[i] ?? BUCKET_COLORS[BUCKET_COLORS.length - 1],
  }));
  const rows = buckets.map((b) => ({ label: b.label, value: b.count }));
  const stats = [
    { label: 'Aguardando', value: formatCount(waiting.count) },
    { label: 'Mais antiga', value: waiting.oldest_days == null ? '—' : formatDays(waiting.oldest_days) },
    { label: 'Espera média', value: waiting.average_days == null ? '—' : formatDays(waiting.average_days) },
  ];
  const summary =
    waiting.count === 0
      ? 'Nenhuma solicitação aguardando aprovação.'
      : `${waiting.count} solicitações aguardando; a mais antiga há ${formatDays(waiting.oldest_days ?? 0)}, ` +
        `espera média de ${formatDays(waiting.average_days ?? 0)}. Por tempo de espera: ${listSummary(rows)}.`;
  return (
    <ChartCard
      title="Solicitações aguardando aprovação"
      description="Pedidos de consulta ou exame ainda sem resposta das unidades, por tempo de espera"
      summary={summary}
      columns={['Tempo de espera', 'Solicitações']}
      rows={waiting.count === 0 ? [] : rows}
      empty={waiting.count === 0}
      emptyText="Nenhuma solicitação aguardando aprovação"
      height="h-auto"
    >
      <dl className="mb-3 grid grid-cols-3 gap-2">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg bg-slate-50 px-1.5 py-2.5 text-center">
            <dt className="text-xs text-slate-600">{s.label}</dt>
            <dd className="text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:text-lg">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="h-44">
        <HorizontalBars data={buckets} name="Solicitações" labelWidth={84} />
      </div>
    </ChartCard>
  );
}
