import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { pipelinedConnection } from './pipelined-connection';

describe('PostgreSQL pipelined connection: writes', () => {
  const url = process.env.TEST_DATABASE_URL;

  it('sends the statements of one turn of the event loop in one write, each answered in its place', async () => {
    if (!url) return;
    // The socket node-postgres writes to, with its writes to the kernel counted (one _write or
    // _writev call is one system call).
    let writes = 0;
    const socket = new net.Socket();
    const write = socket._write.bind(socket);
    const writev = socket._writev!.bind(socket);
    socket._write = (...args) => {
      writes++;
      write(...args);
    };
    socket._writev = (...args) => {
      writes++;
      writev(...args);
    };
    const connection = pipelinedConnection({ connectionString: url, stream: () => socket }, () => undefined);
    const echo = (n: number) =>
      connection.query<{ n: number }>({ name: 'echo', text: 'select $1::integer as n', values: [n] });
    try {
      expect((await echo(0)).rows).toEqual([{ n: 0 }]);
      writes = 0;
      const ns = Array.from({ length: 40 }, (_, i) => i + 1);
      const answers = await Promise.all(ns.map(echo));
      expect(answers.map((a) => a.rows[0]!.n)).toEqual(ns);
      expect(writes).toBe(1);
      // The next turn's statements leave in a write of their own.
      writes = 0;
      const later = await Promise.all([echo(41), echo(42)]);
      expect(later.map((a) => a.rows[0]!.n)).toEqual([41, 42]);
      expect(writes).toBe(1);
    } finally {
      await connection.end();
    }
  });
});
