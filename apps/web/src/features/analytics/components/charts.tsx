/**
 * The three chart shapes of the analytics tab, drawn with recharts in the app's colours. ChartCard
 * hides them from assistive technology (a summary and a table say the same), so recharts' keyboard
 * layer is off: a focusable chart inside aria-hidden would be reachable by Tab yet unnamed.
 */
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
import type { DailyCount } from '@saude/shared/schemas/analytics';
import { fullDay, shortDay } from '../lib/fill-days';
import { formatCount } from '../lib/format';

export const BRAND = '#0f766e';
const GRID = '#e2e8f0';
const AXIS_TICK = { fontSize: 12, fill: '#475569' };

export type Slice = { key: string; label: string; count: number; color: string };

/** Categories side by side as horizontal bars: long unit and vaccine names stay readable on phones. */
export function HorizontalBars({
  data,
  name,
  color = BRAND,
  labelWidth = 140,
}: {
  data: { label: string; count: number; color?: string }[];
  name: string;
  color?: string;
  labelWidth?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      >
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
        <YAxis
          type="category"
          dataKey="label"
          width={labelWidth}
          tick={AXIS_TICK}
          tickFormatter={(v: string) => (v.length > 20 ? `${v.slice(0, 19)}…` : v)}
        />
        <Tooltip cursor={{ fill: '#f1f5f9' }} />
        <Bar
          dataKey="count"
          name={name}
          fill={color}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        >
          {data.map((d) => (
            <Cell key={d.label} fill={d.color ?? color} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One bar per day, every day of the period present (see fillDays): counts, not a trend line. */
export function DailyBars({
  data,
  name,
  color = BRAND,
}: {
  data: DailyCount[];
  name: string;
  color?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={AXIS_TICK} minTickGap={18} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} />
        <Tooltip labelFormatter={(v) => fullDay(String(v))} cursor={{ fill: '#f1f5f9' }} />
        <Bar
          dataKey="count"
          name={name}
          fill={color}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Shares of a whole, with a legend that carries the figures (colour is never the only cue). */
export function Donut({ data }: { data: Slice[] }) {
  const shown = data.filter((d) => d.count > 0);
  return (
    <div className="flex h-full flex-col items-center gap-3 sm:flex-row">
      <div className="h-40 w-full min-w-0 sm:h-full sm:flex-1">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              // The drawing is hidden from assistive technology (its figures are in text beside it), so
              // nothing in it may take the keyboard focus either.
              rootTabIndex={-1}
              data={shown}
              dataKey="count"
              nameKey="label"
              innerRadius="55%"
              outerRadius="90%"
              paddingAngle={1}
              isAnimationActive={false}
            >
              {shown.map((d) => (
                <Cell key={d.key} fill={d.color} />
              ))}
            </Pie>
            <Tooltip />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="grid w-full gap-y-1 text-sm text-slate-700 sm:w-auto">
        {data.map((d) => (
          <li key={d.key} className="flex items-center gap-2">
            <span className="size-3 shrink-0 rounded-full" style={{ background: d.color }} />
            <span className="truncate">{d.label}</span>
            <span className="ml-auto pl-2 font-semibold text-slate-900 tabular-nums">
              {formatCount(d.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
