/**
 * A few PostgreSQL connections in pipeline mode, shared by every request of the process, for the
 * statements of prepared() (db/prepared.ts): the polls and the session check, small reads that run
 * on their own, never inside a transaction.
 *
 * A pooled connection serves one statement at a time and sits idle while the answer travels back, so
 * at the city's peak the polls queued for the few connections a process may open, and the queue was
 * the reads' p99. In pipeline mode a connection takes the next statement without waiting for the
 * answer to the one before; each statement still has its own sync point, so one statement's error
 * fails only that statement. The statements are short reads: one waiting behind another costs little.
 *
 * Each connection plans every prepared statement once (plan_cache_mode = force_generic_plan,
 * decision 048). A connection that breaks fails the statements it carried, is reported to
 * `onError`, and is replaced at the next statement.
 */
import pg from 'pg';

type Slot = { client?: Promise<pg.Client>; inFlight: number };

export type PipelinedConnections = {
  query<R extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>>;
  end(): Promise<void>;
};

export function pipelinedConnections(
  config: pg.ClientConfig,
  count: number,
  onError: (error: Error) => void,
): PipelinedConnections {
  const slots: Slot[] = Array.from({ length: Math.max(1, count) }, () => ({ inFlight: 0 }));
  let ended = false;

  function open(slot: Slot): Promise<pg.Client> {
    const client = new pg.Client({ ...config, pipeline: true });
    const opening = (async () => {
      await client.connect();
      await client.query('set plan_cache_mode = force_generic_plan');
      return client;
    })();
    const drop = () => {
      if (slot.client === opening) slot.client = undefined;
    };
    // Without a listener a broken connection's error would be thrown and end the process. A
    // connection can say it twice (the server's message, then the closed socket): reported once.
    let broken = false;
    client.on('error', (error) => {
      drop();
      if (!broken) onError(error);
      broken = true;
    });
    client.on('end', drop);
    opening.catch(() => {
      drop();
      client.end().catch(() => undefined);
    });
    slot.client = opening;
    return opening;
  }

  return {
    async query<R extends pg.QueryResultRow>(statement: pg.QueryConfig) {
      if (ended) throw new Error('the database is closed');
      // The connection with the fewest statements in flight (usually an empty one).
      const slot = slots.reduce((best, s) => (s.inFlight < best.inFlight ? s : best));
      slot.inFlight++;
      try {
        const client = await (slot.client ?? open(slot));
        return await client.query<R>(statement);
      } finally {
        slot.inFlight--;
      }
    },
    async end() {
      ended = true;
      await Promise.all(
        slots.map(async (slot) => {
          const client = await slot.client?.catch(() => undefined);
          slot.client = undefined;
          await client?.end();
        }),
      );
    },
  };
}
