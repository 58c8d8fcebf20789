/** Timestamps are UTC ISO-8601 text everywhere; dates YYYY-MM-DD; times HH:MM. */

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/** The city's calendar date (the health administration works in local time, not UTC). */
export function todayDate(timeZone = 'America/Sao_Paulo', now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}
