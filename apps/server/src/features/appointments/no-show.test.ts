/**
 * The automatic no-show (decision 036): yesterday's appointments nobody checked in become Faltou once
 * the day and its grace are over, once across every server, with an audit event; nothing else moves.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planOf, recordingQueries } from '../../test/query-plans';
import { SYSTEM_ACTOR_KIND } from '@saude/shared/schemas/audit';
import { createTestContext, type TestContext } from '../../test/harness';
import { createPatient, createStaff, createUnit } from '../../test/fixtures';
import { createDatabase } from '../../db/database';
import { createLogger } from '../../lib/logger';
import type { AppDeps } from '../../lib/service-context';
import { jobsRepository, startServerJobs } from '../jobs';
import { analytics } from '../analytics/analytics.service';
import { insertAppointment } from './appointments.fixtures';
import { appointmentsRepository } from './appointments.repository';
import { NO_SHOW_ACTION, NO_SHOW_JOB, markNoShows, noShowJob } from './no-show.job';

let t: TestContext;
afterEach(() => t.close());

async function start(graceMinutes?: number) {
  t = await createTestContext(
    graceMinutes === undefined ? {} : { NO_SHOW_GRACE_MINUTES: String(graceMinutes) },
  );
}

const depsOf = (ctx: TestContext, db = ctx.db): AppDeps => ({
  config: ctx.config,
  database: ctx.database,
  db,
  logger: createLogger('silent'),
  fetch,
});

/** A city instant: São Paulo is UTC-3 all year (no daylight saving since 2019). */
const cityTime = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);

const statusOf = async (id: number) =>
  (await t.db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

async function agenda() {
  const unit = (await createUnit(t.db)).id;
  const patient = (await createPatient(t.db)).id;
  const doctor = (await createStaff(t.db, 'doctor', { health_unit_id: unit })).id;
  const at = (appointment_date: string, status = 'scheduled') =>
    insertAppointment(t, {
      patient_id: patient,
      health_unit_id: unit,
      doctor_staff_id: doctor,
      appointment_date,
      status,
    });
  return { at, unit, patient, doctor };
}

const noShowEvents = () =>
  t.db.selectFrom('audit_events').selectAll().where('action', '=', NO_SHOW_ACTION).orderBy('id').execute();

describe('automatic no-show', () => {
  beforeEach(() => start(0));

  it("marks yesterday's scheduled appointments Faltou and leaves every other one as it was", async () => {
    const { at } = await agenda();
    const yesterday = await at('2026-11-25');
    const lastWeek = await at('2026-11-18');
    const untouched = {
      confirmed: await at('2026-11-25', 'confirmed'),
      completed: await at('2026-11-25', 'completed'),
      cancelled: await at('2026-11-25', 'cancelled'),
      explicitNoShow: await at('2026-11-24', 'no_show'),
      today: await at('2026-11-26'),
      future: await at('2026-12-03'),
    };
    const before = await t.db.selectFrom('appointments').select(['id', 'updated_at']).execute();

    const now = cityTime('2026-11-26', '00:05');
    const run = await markNoShows(depsOf(t), now);

    expect(run).toEqual({ cutoff: '2026-11-26', marked: 2 });
    expect(await statusOf(yesterday)).toBe('no_show');
    // A day every server missed is caught by the next run.
    expect(await statusOf(lastWeek)).toBe('no_show');
    expect(await statusOf(untouched.confirmed)).toBe('confirmed');
    expect(await statusOf(untouched.completed)).toBe('completed');
    expect(await statusOf(untouched.cancelled)).toBe('cancelled');
    expect(await statusOf(untouched.explicitNoShow)).toBe('no_show');
    expect(await statusOf(untouched.today)).toBe('scheduled');
    expect(await statusOf(untouched.future)).toBe('scheduled');

    const after = await t.db.selectFrom('appointments').select(['id', 'updated_at']).execute();
    for (const row of after) {
      const old = before.find((b) => b.id === row.id)!.updated_at;
      expect(row.updated_at).toBe([yesterday, lastWeek].includes(row.id) ? now.toISOString() : old);
    }

    const events = await noShowEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      occurred_at: now.toISOString(),
      actor_kind: SYSTEM_ACTOR_KIND,
      actor_id: null,
      target_type: 'appointments',
      ip: null,
      request_id: null,
    });
    expect(JSON.parse(events[0]!.details!)).toEqual({ before: '2026-11-26', marked: 2 });
  });

  it('does a day once: a later tick of the same day is claimed already and writes nothing', async () => {
    const { at } = await agenda();
    await at('2026-11-25');
    expect(await markNoShows(depsOf(t), cityTime('2026-11-26', '00:05'))).toMatchObject({ marked: 1 });
    const late = await at('2026-11-25'); // written after the run (e.g. restored by hand)
    expect(await markNoShows(depsOf(t), cityTime('2026-11-26', '09:00'))).toBeNull();
    expect(await statusOf(late)).toBe('scheduled');
    expect(await noShowEvents()).toHaveLength(1);
    // The next day's run takes it.
    expect(await markNoShows(depsOf(t), cityTime('2026-11-27', '00:05'))).toEqual({
      cutoff: '2026-11-27',
      marked: 1,
    });
    expect(await statusOf(late)).toBe('no_show');
  });

  it('is done once by several servers running it at the same moment', async () => {
    const { at } = await agenda();
    const ids = await Promise.all(Array.from({ length: 12 }, () => at('2026-11-25')));
    // On PostgreSQL each "server" has its own connection pool to the same database.
    const pgUrl = process.env.TEST_DATABASE_URL;
    const others = pgUrl
      ? Array.from({ length: 3 }, () =>
          createDatabase({ kind: 'postgres', url: pgUrl, schema: t.database.schema }),
        )
      : [];
    try {
      const handles = [t.db, t.db, ...others.map((o) => o.db)];
      const now = cityTime('2026-11-26', '00:10');
      const runs = await Promise.all(handles.map((db) => markNoShows(depsOf(t, db), now)));
      const done = runs.filter((r) => r !== null);
      expect(done).toEqual([{ cutoff: '2026-11-26', marked: 12 }]);
      for (const id of ids) expect(await statusOf(id)).toBe('no_show');
      expect(await noShowEvents()).toHaveLength(1);
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  });

  it('forgets its claims after a month', async () => {
    const claims = jobsRepository(t.db);
    await claims.claim(NO_SHOW_JOB, '2026-10-01', '2026-10-01T03:00:00.000Z');
    await claims.claim(NO_SHOW_JOB, '2026-11-20', '2026-11-20T03:00:00.000Z');
    await markNoShows(depsOf(t), cityTime('2026-11-26', '00:05'));
    const kept = await t.db
      .selectFrom('job_claims')
      .select('run_key')
      .where('job', '=', NO_SHOW_JOB)
      .orderBy('run_key')
      .execute();
    expect(kept.map((k) => k.run_key)).toEqual(['2026-11-20', '2026-11-26']);
  });

  it('runs from the server job list, on the runner clock', async () => {
    const { at } = await agenda();
    const id = await at('2026-11-25');
    const runner = startServerJobs(depsOf(t), () => cityTime('2026-11-26', '01:00'));
    try {
      await runner.tick();
    } finally {
      runner.stop();
    }
    expect(await statusOf(id)).toBe('no_show');
  });

  it('counts in the department no-show rate', async () => {
    const { at } = await agenda();
    await at('2026-11-25', 'completed');
    await at('2026-11-25', 'completed');
    await at('2026-11-25', 'completed');
    await at('2026-11-25');
    const now = cityTime('2026-11-26', '10:00');
    expect((await analytics(t.db, 7, now)).no_show_rate).toBe(0);
    await markNoShows(depsOf(t), now);
    const answer = await analytics(t.db, 7, now);
    expect(answer.no_show_rate).toBe(0.25);
    expect(answer.appointments_by_status).toContainEqual({ status: 'no_show', count: 1 });
  });
});

describe('the grace period', () => {
  it('by default waits two hours after the day ends', async () => {
    await start();
    expect(t.config.noShowGraceMs).toBe(120 * 60_000);
    const { at } = await agenda();
    const id = await at('2026-11-25');
    expect(await markNoShows(depsOf(t), cityTime('2026-11-26', '01:59'))).toEqual({
      cutoff: '2026-11-25',
      marked: 0,
    });
    expect(await statusOf(id)).toBe('scheduled');
    expect(await markNoShows(depsOf(t), cityTime('2026-11-26', '02:00'))).toEqual({
      cutoff: '2026-11-26',
      marked: 1,
    });
    expect(await statusOf(id)).toBe('no_show');
  });

  it('follows NO_SHOW_GRACE_MINUTES, counted in the city time zone', async () => {
    await start(600);
    const { at } = await agenda();
    const id = await at('2026-11-25');
    // 12:59 UTC is 09:59 in the city: ten hours after midnight not yet over.
    await markNoShows(depsOf(t), new Date('2026-11-26T12:59:00Z'));
    expect(await statusOf(id)).toBe('scheduled');
    await markNoShows(depsOf(t), new Date('2026-11-26T13:00:00Z'));
    expect(await statusOf(id)).toBe('no_show');
  });
});

describe('the batch', () => {
  beforeEach(() => start(0));

  it('marks any number of rows in chunks, through the index of scheduled rows', async () => {
    const { at } = await agenda();
    const days = [
      '2026-11-20',
      '2026-11-21',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ];
    const ids = [];
    for (const day of days) ids.push(await at(day));
    await at('2026-11-23', 'confirmed');
    const today = await at('2026-11-26');

    const recording = recordingQueries(t.db);
    const { nodes } = recording;
    const marked = await appointmentsRepository(recording.db).markNoShowsBefore(
      '2026-11-26',
      '2026-11-26T03:00:00.000Z',
      3,
    );
    expect(marked).toBe(7);
    for (const id of ids) expect(await statusOf(id)).toBe('no_show');
    expect(await statusOf(today)).toBe('scheduled');
    // Three chunks of at most 3: select, update, select, update, select, update.
    expect(nodes.map((n) => n.kind)).toEqual([
      'SelectQueryNode',
      'UpdateQueryNode',
      'SelectQueryNode',
      'UpdateQueryNode',
      'SelectQueryNode',
      'UpdateQueryNode',
    ]);

    if (t.database.dialect !== 'sqlite') return;
    // SQLite reads the chunks from the partial index, never the whole history of past days.
    for (const node of nodes.filter((n) => n.kind === 'SelectQueryNode')) {
      expect((await planOf(t.db, node)).join('\n')).toMatch(
        /USING (COVERING )?INDEX appointments_scheduled_date_idx/,
      );
    }
  });

  it('keeps a tick without a new day free of queries', async () => {
    const { at } = await agenda();
    await at('2026-11-25');
    const job = noShowJob(depsOf(t));
    await job.run(cityTime('2026-11-26', '00:05'));
    // Another server takes no part here: drop the claim, so only this server's memory can skip the run.
    await t.db.deleteFrom('job_claims').execute();
    const later = await at('2026-11-25');
    await job.run(cityTime('2026-11-26', '00:10'));
    expect(await statusOf(later)).toBe('scheduled');
  });
});
