import type { IconComponent } from '@/components/icons';

/** `value`: a count from the server, as text when it may be capped ('1.000+'). */
type StatTileProps = { label: string; value: number | string | undefined; icon: IconComponent };

/** A counter of the staff homes; shows '–' while the number is loading. */
export function StatTile({ label, value, icon: Icon }: StatTileProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
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
