/**
 * Every background job the server runs (decision 036). A feature that needs one exports a
 * `(deps) => Job` and is listed here; each job claims its runs (jobsRepository.claim) where it must act
 * once across several app servers.
 */
import type { AppDeps } from '../../lib/service-context';
import { startJobs, type Job, type JobRunner } from './scheduler';
import { pushSenderJob, remindersJob } from '../push';
import { noShowJob } from '../appointments';

export { jobsRepository } from './jobs.repository';
export { startJobs, type Job, type JobRunner } from './scheduler';

export function serverJobs(deps: AppDeps): Job[] {
  return [noShowJob(deps), remindersJob(deps), pushSenderJob(deps)];
}

export function startServerJobs(deps: AppDeps, clock?: () => Date): JobRunner {
  return startJobs(serverJobs(deps), deps.logger, clock);
}
