/**
 * The drawings of the overview's report charts: a ring of the reports by status and a bar per
 * neighbourhood, drawn as plain SVG and boxes. A charts library (recharts: 108 KB of script, gzipped)
 * took 200-300 ms of one task on a slow desktop to draw these two, and four times that on a phone.
 * The figures are written on the drawings (a phone has no pointer to hover for a tooltip). Hidden
 * from assistive technology by their cards, which give the same figures as text.
 */
import { formatCount } from '@/lib/api-list';

export const STATUS_COLORS = { pending: '#b45309', investigating: '#0f766e', resolved: '#15803d' } as const;

export type StatusSlice = { status: keyof typeof STATUS_COLORS; name: string; value: number };

const RING_RADIUS = 60;
const RING_WIDTH = 28;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The reports by status as a ring, each status its share of the circle from the top, clockwise. */
export function StatusDonut({ data }: { data: StatusSlice[] }) {
  const total = data.reduce((sum, s) => sum + s.value, 0);
  let start = 0;
  return (
    <svg viewBox="0 0 160 160" className="mx-auto block h-full max-w-full" data-testid="grafico-status">
      <g transform="rotate(-90 80 80)">
        {data.map((s) => {
          const length = total > 0 ? (s.value / total) * RING_LENGTH : 0;
          const arc = (
            <circle
              key={s.status}
              cx="80"
              cy="80"
              r={RING_RADIUS}
              fill="none"
              stroke={STATUS_COLORS[s.status]}
              strokeWidth={RING_WIDTH}
              strokeDasharray={`${length} ${RING_LENGTH - length}`}
              strokeDashoffset={-start}
            />
          );
          start += length;
          return arc;
        })}
      </g>
      <text x="80" y="78" textAnchor="middle" className="fill-slate-900 text-[20px] font-semibold">
        {formatCount(total)}
      </text>
      <text x="80" y="98" textAnchor="middle" className="fill-slate-600 text-[11px]">
        {total === 1 ? 'relatório' : 'relatórios'}
      </text>
    </svg>
  );
}

/** One bar per neighbourhood, as long as its share of the most reported one, its count at its end. */
export function PlaceBars({ data }: { data: { neighborhood: string; count: number }[] }) {
  const most = Math.max(1, ...data.map((p) => p.count));
  return (
    <ul className="flex h-full flex-col justify-center gap-2 text-sm" data-testid="grafico-bairros">
      {data.map((p) => (
        <li
          key={p.neighborhood}
          className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)_auto] items-center gap-2"
        >
          <span className="truncate text-slate-700" title={p.neighborhood}>
            {p.neighborhood}
          </span>
          <span className="h-4 rounded-r bg-slate-100">
            <span
              className="block h-full rounded-r bg-teal-700"
              style={{ width: `${(p.count / most) * 100}%` }}
            />
          </span>
          <span className="text-slate-900 tabular-nums">{formatCount(p.count)}</span>
        </li>
      ))}
    </ul>
  );
}
