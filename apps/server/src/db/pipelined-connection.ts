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
import type { Writable } from 'node:stream';
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
  let holding = false;

  /**
   * Holds the connection's writes until the loop has served the events at hand, so every statement
   * sent meanwhile (the polls of all the requests that arrived together) leaves in one write instead
   * of one write each: at the city's peak the writes to the socket were the server's largest cost.
   * A statement waits at most for the events already at hand, which it would wait for anyway.
   */
  function holdWritesForThisTurn(client: pg.Client) {
    if (holding) return;
    // node-postgres writes each statement's messages to this stream (not part of its typed API).
    const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;
    holding = true;
    stream.cork();
    setImmediate(() => {
      holding = false;
      stream.uncork();
    });
  }

  /** No more statements on this connection; the ones already sent are answered first. */
  function retire(opening: Promise<pg.Client>, client: pg.Client) {
    if (current === opening) current = undefined;
    client.end().catch(() => undefined);
  }

  function open(): Promise<pg.Client> {
    // keepAlive: a connection whose peer vanished without a word (a network cut) errors out instead
    // of holding every poll of the process.
    const client = new pg.Client({ ...config, pipeline: true, keepAlive: true });
    const opening = (async () => {
      await client.connect();
      await client.query('set plan_cache_mode = force_generic_plan');
      return client;
    })();
    // Without a listener a broken connection's error would be thrown and end the process. A
    // connection can say it twice (the server's message, then the closed socket): reported once.
    let broken = false;
    client.on('error', (error) => {
      retire(opening, client);
      if (!broken) onError(error);
      broken = true;
    });
    client.on('end', () => {
      if (current === opening) current = undefined;
    });
    opening.catch(() => retire(opening, client));
    current = opening;
    return opening;
  }

  return {
    async query<R extends pg.QueryResultRow>(statement: pg.QueryConfig) {
      if (ended) throw new Error('the database is closed');
      const opening = current ?? open();
      const client = await opening;
      holdWritesForThisTurn(client);
      try {
        return await client.query<R>(statement);
      } catch (error) {
        // A value the client could not send (it failed before reaching PostgreSQL: no SQLSTATE), or
        // a named statement PostgreSQL no longer has (26000): node-postgres then believes a statement
        // prepared that is not, and every later run of it would fail. A fresh connection prepares
        // it again; the one statement fails as it would on its own.
        const code = (error as { code?: unknown }).code;
        if (code === undefined || code === '26000') retire(opening, client);
        throw error;
      }
    },
    async end() {
      ended = true;
      const client = await current?.catch(() => undefined);
      current = undefined;
      await client?.end();
    },
  };
}
