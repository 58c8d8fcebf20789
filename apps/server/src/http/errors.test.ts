import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import type { AppEnv } from './context';
import { handleError, STATEMENT_CANCELLED_MESSAGE } from './errors';

describe('a statement PostgreSQL cancelled at its bound (decision 054)', () => {
  const url = process.env.TEST_DATABASE_URL;

  it('answers the request 503 with a message to try again', async () => {
    if (!url) return;
    const database = createDatabase(
      { kind: 'postgres', url },
      { poolSize: 2, statementTimeouts: { pooledMs: 150, pipelinedMs: 150 } },
    );
    try {
      const app = new Hono<AppEnv>();
      app.get('/api/lento', async (c) => {
        await sql`select pg_sleep(2)`.execute(database.db);
        return c.json({ ok: true });
      });
      app.onError(handleError);
      const res = await app.request('/api/lento');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: STATEMENT_CANCELLED_MESSAGE });
    } finally {
      await database.close();
    }
  });
});
