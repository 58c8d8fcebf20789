import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createLogger } from '../../lib/logger';
import { jobsRepository } from './jobs.repository';
import { startJobs } from './scheduler';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

describe('job claims', () => {
  it('lets exactly one of many simultaneous claimers win a run, and none win it again', async () => {
    const at = new Date().toISOString();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => jobsRepository(t.db).claim('no-show', '2026-11-25', at)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await jobsRepository(t.db).claim('no-show', '2026-11-25', at)).toBe(false);
    // Another run of the same job, or the same key of another job, is a claim of its own.
    expect(await jobsRepository(t.db).claim('no-show', '2026-11-26', at)).toBe(true);
    expect(await jobsRepository(t.db).claim('reminder', '2026-11-25', at)).toBe(true);
  });

  it('forgets only old claims of the job asked', async () => {
    const repo = jobsRepository(t.db);
    await repo.claim('a', '1', '2026-01-01T00:00:00.000Z');
    await repo.claim('a', '2', '2026-06-01T00:00:00.000Z');
    await repo.claim('b', '1', '2026-01-01T00:00:00.000Z');
    await repo.deleteClaimedBefore('a', '2026-03-01T00:00:00.000Z');
    expect(await repo.claim('a', '1', '2026-07-01T00:00:00.000Z')).toBe(true);
    expect(await repo.claim('a', '2', '2026-07-01T00:00:00.000Z')).toBe(false);
    expect(await repo.claim('b', '1', '2026-07-01T00:00:00.000Z')).toBe(false);
  });
});

describe('job runner', () => {
  it('never overlaps a job with its own previous run, and a failing job does not stop the others', async () => {
    let release!: () => void;
    let slowRuns = 0;
    let otherRuns = 0;
    const lines: string[] = [];
    const runner = startJobs(
      [
        {
          name: 'slow',
          everyMs: 60_000,
          run: () => {
            slowRuns++;
            return new Promise<void>((resolve) => (release = resolve));
          },
        },
        {
          name: 'broken',
          everyMs: 60_000,
          run: async () => {
            otherRuns++;
            throw new Error('boom');
          },
        },
      ],
      createLogger('warn', (l) => lines.push(l)),
    );
    const first = runner.tick();
    await new Promise((resolve) => setTimeout(resolve, 0)); // 'broken' has failed by now
    await runner.tick(); // 'slow' is still running: not started again
    expect(slowRuns).toBe(1);
    expect(otherRuns).toBe(2);
    expect(lines.some((l) => l.includes('"job":"broken"') && l.includes('boom'))).toBe(true);
    release();
    await first;
    const second = runner.tick();
    release();
    await second;
    expect(slowRuns).toBe(2);
    runner.stop();
  });
});
