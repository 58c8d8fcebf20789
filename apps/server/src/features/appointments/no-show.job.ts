/**
 * The automatic no-show (docs/decisions/036-background-jobs-and-the-automatic-no-show.md): once the
 * city's day of an appointment is over, plus the configured grace, an appointment nobody checked in
 * or finished (still `scheduled`) becomes `no_show`. A `confirmed` one never does: the patient was
 * checked in, so they came; only the doctor's finish or reception's Faltou decides it.
 */
import type { AppDeps } from '../../lib/service-context';
import { cityDateOf } from '../../lib/city-calendar';
import { addMs, nowIso } from '../../lib/time';
import { jobsRepository, type Job } from '../jobs';
import { recordSystemAudit } from '../audit/audit.service';
import { appointmentsRepository } from './appointments.repository';

export const NO_SHOW_JOB = 'no-show';
/** A server notices the day's end within this long (plus the grace). */
const EVERY_MS = 5 * 60_000;
/** Rows per update: a few milliseconds of writing each, however many the city has to mark. */
const CHUNK = 500;
/** A claim only has to outlive the day it guards; a month is plenty to look back at. */
const CLAIMS_KEPT_MS = 30 * 86_400_000;

export const NO_SHOW_ACTION = 'appointments.no_show_marked';

export type NoShowRun = { cutoff: string; marked: number };

/**
 * The run for `now`: the cut-off is the city's date of (now - grace); every appointment dated before
 * it still `scheduled` is marked, so a day the job missed (every server down) is caught by the next
 * run. The first server to claim the cut-off does the work; the others, and later ticks of the same
 * day, return null. A run that fails after its claim leaves the rest to the next day's run: the
 * update is guarded by the status, so doing it again is harmless.
 */
/** The first day whose appointments are still in time: the city's date of (now - grace). */
export function noShowCutoff(deps: AppDeps, now: Date): string {
  return cityDateOf(new Date(now.getTime() - deps.config.noShowGraceMs));
}

export async function markNoShows(deps: AppDeps, now: Date): Promise<NoShowRun | null> {
  const cutoff = noShowCutoff(deps, now);
  const at = nowIso(now);
  const claims = jobsRepository(deps.db);
  if (!(await claims.claim(NO_SHOW_JOB, cutoff, at))) return null;
  const marked = await appointmentsRepository(deps.db).markNoShowsBefore(cutoff, at, CHUNK);
  await recordSystemAudit(
    deps,
    { action: NO_SHOW_ACTION, targetType: 'appointments', details: { before: cutoff, marked } },
    at,
  );
  await claims.deleteClaimedBefore(NO_SHOW_JOB, addMs(at, -CLAIMS_KEPT_MS));
  deps.logger.info('no-shows marked', { before: cutoff, marked });
  return { cutoff, marked };
}

export function noShowJob(deps: AppDeps): Job {
  // The cut-off this server last saw done (by itself or another): until the day turns, a tick costs
  // no query at all.
  let done: string | undefined;
  return {
    name: NO_SHOW_JOB,
    everyMs: EVERY_MS,
    run: async (now) => {
      const cutoff = noShowCutoff(deps, now);
      if (cutoff === done) return;
      await markNoShows(deps, now);
      done = cutoff;
    },
  };
}
