import type { LucideIcon } from 'lucide-react';

type StatTileProps = { label: string; value: number | undefined; icon: LucideIcon };

/** A counter of the staff homes; shows '–' while the number is loading. */
export function StatTile({ label, value, icon: Icon }: StatTileProps) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="rounded-xl bg-teal-50 p-2.5 text-teal-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-slate-700">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value ?? '–'}</p>
      </div>
    </div>
  );
}
