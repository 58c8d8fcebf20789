import { cn } from '@/lib/cn';

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** A segmented radio group: one tab stop, arrow keys move between the periods (native radios). */
export function PeriodPicker({
  value,
  onChange,
  disabled,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex items-center gap-2" disabled={disabled}>
      <legend className="sr-only">Período</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        Período
      </span>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
        {ANALYTICS_PERIODS.map((days) => (
          <label
            key={days}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700',
              value === days ? 'bg-teal-700 text-white' : 'hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name="analytics-periodo"
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {days} dias
          </label>
        ))}
      </div>
    </fieldset>
  );
}
