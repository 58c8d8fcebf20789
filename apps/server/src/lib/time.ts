/** Timestamps are UTC ISO-8601 text everywhere; dates YYYY-MM-DD; times HH:MM. */

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/** Building an Intl formatter costs more than a whole list query; one per time zone is kept. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The city's calendar date (the health administration works in local time, not UTC). */
export function todayDate(timeZone = 'America/Sao_Paulo', now: Date = new Date()): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, format);
  }
  return format.format(now);
}

export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}
