/**
 * Dates in the Brazilian format (dd/mm/aaaa). Date-only values from the API ('2025-03-07') are read
 * as local calendar dates: parsing them with `new Date()` would treat them as UTC midnight and show
 * the previous day in Brazil (UTC-3).
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Written out by hand rather than with Intl.DateTimeFormat: the fixed pt-BR pattern needs no locale
// data, and creating the first formatter loads it, a long task (tens of ms on a phone) on every page
// that shows a date.
const two = (n: number) => String(n).padStart(2, '0');
const dayMonthYear = (d: Date) => `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;

export function parseApiDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    return new Date(Number(y), Number(m) - 1, Number(d));
  }
  // SQLite's 'YYYY-MM-DD HH:MM:SS' is UTC without a zone marker.
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 07/03/2025; an empty or unreadable value gives ''. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseApiDate(value);
  return date ? dayMonthYear(date) : '';
}

/** 07/03/2025, 14:30 */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parseApiDate(value);
  return date ? `${dayMonthYear(date)}, ${two(date.getHours())}:${two(date.getMinutes())}` : '';
}

/** The local time of day of a timestamp, '14:30'; an empty or unreadable value gives ''. */
export function formatClock(value: string | Date | null | undefined): string {
  const date = parseApiDate(value);
  return date ? `${two(date.getHours())}:${two(date.getMinutes())}` : '';
}

/** '14:30:00' -> '14:30' */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{2}):(\d{2})/.exec(value);
  return match ? `${match[1]}:${match[2]}` : '';
}

/** dd/mm/aaaa -> aaaa-mm-dd (CPF lookups answer birth dates in the Brazilian format). */
export function brazilianDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
