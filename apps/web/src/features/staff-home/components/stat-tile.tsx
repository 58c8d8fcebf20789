import type { IconComponent } from '@/components/icons';

/** `value`: a count from the server, as text when it may be capped ('1.000+'). */
type StatTileProps = { label: string; value: number | string | undefined; icon: IconComponent };

/**
 * A counter of the staff homes; shows '–' while the number is loading. On a phone the three of a
 * home share one row, without their icons, so the day's list starts on the first screen.
 */
export function StatTile({ label, value, icon: Icon }: StatTileProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-3 sm:p-4"
    >
      <span className="hidden rounded-xl bg-teal-50 p-2.5 text-teal-800 sm:block">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-xs text-slate-700 sm:text-sm">{label}</p>
        <p className="text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">{value ?? '–'}</p>
      </div>
    </div>
  );
}

/** The row of a home's counters: one row on every screen. */
export const STAT_ROW = 'grid grid-cols-3 gap-2 sm:gap-3';

/**
 * A home's action buttons: two to a row on a phone (a first one may span both with `col-span-2`),
 * a label too long for half the row on two lines (ACTION_WRAPS); one row on a wider screen.
 */
export const ACTION_ROW = 'grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:gap-3';
export const ACTION_WRAPS =
  'h-auto min-h-12 px-3 py-2 text-sm whitespace-normal sm:h-12 sm:px-6 sm:text-base sm:whitespace-nowrap';
