/** The claims that make a job's run happen once across every app server (decision 036). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export function jobsRepository(db: Kysely<DB>) {
  return {
    /**
     * True for the one caller whose insert of (job, runKey) wins; every other server, and every later
     * try, gets false. The row stays as the record that the run was taken.
     */
    async claim(job: string, runKey: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('job_claims')
        .values({ job, run_key: runKey, claimed_at: at })
        .onConflict((oc) => oc.columns(['job', 'run_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Claims older than this are forgotten, keeping the table as small as the jobs' memory needs. */
    async deleteClaimedBefore(job: string, before: string): Promise<void> {
      await db.deleteFrom('job_claims').where('job', '=', job).where('claimed_at', '<', before).execute();
    },
  };
}
