/**
 * SQLite's query plans of what a piece of code runs: the queries are recorded as they are built and
 * each is then explained (`explain query plan`), so a test can fail on a full scan of a table.
 */
import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { DB } from '../db/types';

/** A database that runs every query as `db` does and keeps each one's tree in `nodes`. */
export function recordingQueries(db: Kysely<DB>) {
  const nodes: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(recorder), nodes };
}

/** The plan of one recorded query, as lines of detail. */
export async function planOf(db: Kysely<DB>, node: RootOperationNode): Promise<string[]> {
  const compiled = db.getExecutor().compileQuery(node, { queryId: 'plan' });
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return plan.rows.map((r) => r.detail);
}

/** The plan of each query `run` sends through the database it is given. */
export async function plansOf(db: Kysely<DB>, run: (recording: Kysely<DB>) => Promise<unknown>) {
  const recording = recordingQueries(db);
  await run(recording.db);
  const plans: string[][] = [];
  for (const node of recording.nodes) plans.push(await planOf(db, node));
  return plans;
}
