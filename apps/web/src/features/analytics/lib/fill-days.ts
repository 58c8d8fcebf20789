import type { DailyCount } from '@saude/shared/schemas/analytics';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every day from `from` to `to` (inclusive, 'YYYY-MM-DD'), with the server's count or 0: the
 * server leaves out days without rows, and a line that skips them would hide the quiet days.
 * The arithmetic runs in UTC on calendar dates, so a daylight-saving change cannot skip or repeat one.
 */
export function fillDays(from: string, to: string, series: DailyCount[]): DailyCount[] {
  const counts = new Map(series.map((d) => [d.date, d.count]));
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const days: DailyCount[] = [];
  for (let t = start; t <= end; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, count: counts.get(date) ?? 0 });
  }
  return days;
}

/** '2025-03-07' -> '07/03' (chart axis). */
export function shortDay(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}/${m}`;
}

/** '2025-03-07' -> '07/03/2025' (summaries and tables). */
export function fullDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
