/**
 * One PostgreSQL connection in pipeline mode, shared by every request of the process, for the
 * statements of prepared() (db/prepared.ts): the polls and the session check, small reads that run
 * on their own, never inside a transaction (decision 049).
 *
 * A pooled connection serves one statement at a time and sits idle while the answer travels back, so
 * at the city's peak the polls queued for the few connections a process may open, and the queue was
 * the reads' p99. In pipeline mode the connection takes the next statement without waiting for the
 * answer to the one before; each statement still has its own sync point, so one statement's error
 * fails only that statement. The statements are short reads: one waiting behind another costs little.
 * One connection did better than two on the city day: the same statements on fewer PostgreSQL
 * processes cost both sides less CPU.
 *
 * The connection plans every prepared statement once (plan_cache_mode = force_generic_plan,
 * decision 048). When it breaks, the statements it carried fail, `onError` is told once, and another
 * connection opens at the next statement.
 */
import pg from 'pg';

export type PipelinedConnection = {
  query<R extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>>;
  end(): Promise<void>;
};

export function pipelinedConnection(
  config: pg.ClientConfig,
  onError: (error: Error) => void,
): PipelinedConnection {
  let current: Promise<pg.Client> | undefined;
  let ended = false;

  function open(): Promise<pg.Client> {
    const client = new pg.Client({ ...config, pipeline: true });
    const opening = (async () => {
      await client.connect();
      await client.query('set plan_cache_mode = force_generic_plan');
      return client;
    })();
    const drop = () => {
      if (current === opening) current = undefined;
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
    current = opening;
    return opening;
  }

  return {
    async query<R extends pg.QueryResultRow>(statement: pg.QueryConfig) {
      if (ended) throw new Error('the database is closed');
      const client = await (current ?? open());
      return client.query<R>(statement);
    },
    async end() {
      ended = true;
      const client = await current?.catch(() => undefined);
      current = undefined;
      await client?.end();
    },
  };
}
