/**
 * Background jobs inside the server process (decision 036). Every server runs every job's timer; a job
 * that must act once claims its run in the database (jobsRepository.claim), so several servers on one
 * PostgreSQL never do the same work twice. A run never overlaps the previous run of the same job.
 */
import type { Logger } from '../../lib/logger';
import { errorFields } from '../../lib/logger';

export type Job = {
  name: string;
  everyMs: number;
  run(now: Date): Promise<void>;
};

export type JobRunner = {
  /** Runs every job once now (and waits for it): what a test or a first tick does. */
  tick(): Promise<void>;
  stop(): void;
};

export function startJobs(jobs: Job[], logger: Logger, clock: () => Date = () => new Date()): JobRunner {
  const running = new Set<string>();
  const runOne = async (job: Job) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      await job.run(clock());
    } catch (err) {
      logger.warn('job failed', { job: job.name, ...errorFields(err) });
    } finally {
      running.delete(job.name);
    }
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => void runOne(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    tick: async () => {
      await Promise.all(jobs.map(runOne));
    },
    stop: () => timers.forEach(clearInterval),
  };
}
