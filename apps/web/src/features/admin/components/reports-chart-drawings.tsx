/**
 * The drawings of the overview's report charts (recharts, a large download): loaded only when the
 * charts come near the screen. Hidden from assistive technology by their cards, which give the same
 * figures as text, so recharts' keyboard layer is off: a focusable chart inside aria-hidden would be
 * reachable by Tab yet unnamed.
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
import { STATUS_COLORS, type StatusSlice } from './reports-charts';

export function StatusDonut({ data }: { data: StatusSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          // The drawing is hidden from assistive technology (its figures are in text beside it), so
          // nothing in it may take the keyboard focus either.
          rootTabIndex={-1}
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius={45}
          outerRadius={80}
          isAnimationActive={false}
        >
          {data.map((s) => (
            <Cell key={s.status} fill={STATUS_COLORS[s.status]} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
    </ResponsiveContainer>
  );
}

export function PlaceBars({ data }: { data: { neighborhood: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="neighborhood" width={110} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="count" name="Relatórios" fill="#0f766e" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
