/**
 * SQLite's query plans of what a piece of code runs: the queries are recorded as they are built and
 * each is then explained (`explain query plan`), so a test can fail on a full scan of a table.
 */
import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { DB } from '../db/types';

/** The plan of each query `run` sends through the database it is given, as lines of detail. */
export async function plansOf(db: Kysely<DB>, run: (recording: Kysely<DB>) => Promise<unknown>) {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await run(db.withPlugin(recorder));
  const plans: string[][] = [];
  for (const node of nodes) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'plan' });
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    plans.push(plan.rows.map((r) => r.detail));
  }
  return plans;
}
