/**
 * On PostgreSQL, each test app works in a schema of its own (t_<random>), dropped when it closes.
 * A run that crashed may leave some behind: drop those older than an hour (younger ones may belong
 * to a run still going on in parallel).
 */
import pg from 'pg';
import { dropTestSchema } from './schema-lock';

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname ~ '^t_([0-9a-f]{12}|[0-9]{13}_[0-9a-f]{8})$'",
    );
    const cutoff = Date.now() - 3_600_000;
    for (const { nspname } of rows) {
      const created = Number(nspname.split('_')[1]);
      if (nspname.length === 14 || created < cutoff) {
        await dropTestSchema(url, nspname);
      }
    }
  } finally {
    await client.end();
  }
}
