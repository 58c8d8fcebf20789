/**
 * Appointment reminders (decision 040): every minute, the scheduled or confirmed appointments that
 * start within 24 hours (but more than 2 hours away) get the day-before reminder, and those within 2
 * hours the last one. Each reminder is claimed in job_claims (job 'reminder-24h' or 'reminder-2h',
 * the appointment id as key) in the same transaction as its outbox rows, so however many servers
 * run it goes out once; a cancelled appointment is never a candidate.
 */
import type { Job } from '../jobs/scheduler';
import { jobsRepository } from '../jobs/jobs.repository';
import { cityDateOf, CITY_TIME_ZONE } from '../../lib/city-calendar';
import type { AppDeps } from '../../lib/service-context';
import { nowIso } from '../../lib/time';
import { reminderNotice, type ReminderKind } from './push-notices';
import { pushRepository } from './push.repository';

const HOUR_MS = 3_600_000;
/** Per run and kind; the next minute takes the rest. */
const BATCH = 500;
/** Claims of appointments long past are forgotten. */
const KEEP_CLAIMS_MS = 3 * 24 * HOUR_MS;

const WINDOWS: Record<ReminderKind, { fromMs: number; toMs: number }> = {
  '24h': { fromMs: 2 * HOUR_MS, toMs: 24 * HOUR_MS },
  '2h': { fromMs: 0, toMs: 2 * HOUR_MS },
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CITY_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** The city's wall clock at an instant: { date: YYYY-MM-DD, time: HH:MM }. */
export function cityWallClock(instant: Date): { date: string; time: string } {
  return { date: cityDateOf(instant), time: timeFormat.format(instant) };
}

export function remindersJob(deps: AppDeps): Job {
  return {
    name: 'push-reminders',
    everyMs: 60_000,
    run: async (now) => void (await sendReminders(deps, now)),
  };
}

export async function sendReminders(deps: AppDeps, now: Date = new Date()): Promise<number> {
  let queued = 0;
  for (const kind of ['2h', '24h'] as const) queued += await remind(deps, kind, now);
  if (now.getUTCMinutes() === 0) {
    const before = nowIso(new Date(now.getTime() - KEEP_CLAIMS_MS));
    for (const kind of ['2h', '24h'] as const) {
      await jobsRepository(deps.db).deleteClaimedBefore(`reminder-${kind}`, before);
    }
  }
  return queued;
}

async function remind(deps: AppDeps, kind: ReminderKind, now: Date): Promise<number> {
  const job = `reminder-${kind}`;
  const { fromMs, toMs } = WINDOWS[kind];
  const from = cityWallClock(new Date(now.getTime() + fromMs));
  const to = cityWallClock(new Date(now.getTime() + toMs));
  const today = cityDateOf(now);
  const at = nowIso(now);
  const due = await pushRepository(deps.db).reminderCandidates(job, from, to, BATCH);
  let queued = 0;
  for (const a of due) {
    const sent = await deps.db.transaction().execute(async (trx) => {
      if (!(await jobsRepository(trx).claim(job, String(a.id), at))) return false;
      const startsAt = cityStartMs(a.appointment_date, a.appointment_time ?? '08:00', now);
      await pushRepository(trx).enqueue(
        { recipient: `patient_${a.patient_id}` },
        reminderNotice({
          appointmentId: a.id,
          kind,
          // Within 24 hours: today or tomorrow.
          day: a.appointment_date === today ? 'hoje' : 'amanhã',
          time: a.appointment_time,
          unitName: a.unit_name,
          secondsLeft: Math.round((startsAt - now.getTime()) / 1000),
        }),
        at,
      );
      return true;
    });
    if (sent) queued++;
  }
  if (queued) deps.logger.info('reminders queued', { job, count: queued });
  return queued;
}

/** The instant an appointment starts, from its city date and time (searched within a day of now). */
function cityStartMs(date: string, time: string, now: Date): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const nowWall = cityWallClock(now);
  const offset =
    Date.parse(`${nowWall.date}T${nowWall.time}:00Z`) - Math.floor(now.getTime() / 60_000) * 60_000;
  return wall - offset;
}
