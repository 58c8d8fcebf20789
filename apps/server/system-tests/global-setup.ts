/**
 * Builds the server from the current source into dist-system/ (never dist/, which belongs to the
 * release build), so the system tests exercise exactly the code in the tree. Removed afterwards:
 * it is a throw-away bundle, and the linter would otherwise read it. On PostgreSQL, also drops the
 * test databases that runs killed half-way left behind (older than an hour: a younger one may
 * belong to a run still going on).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PG_DATABASE_PREFIX } from './databases';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(serverDir, 'dist-system');

async function dropAbandonedDatabases(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [PG_DATABASE_PREFIX],
    );
    const cutoff = Date.now() - 3_600_000;
    for (const { datname } of rows) {
      const created = Number(datname.slice(PG_DATABASE_PREFIX.length).split('_')[0]);
      if (/^[a-z0-9_]+$/.test(datname) && created < cutoff) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    }
  } finally {
    await client.end();
  }
}

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) await dropAbandonedDatabases(process.env.TEST_DATABASE_URL);
  if (process.env.SYSTEM_SERVER_ENTRY) return undefined;
  const result = spawnSync(process.execPath, ['build.mjs', '--outfile', 'dist-system/main.js'], {
    cwd: serverDir,
    stdio: 'inherit',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error('building the server into dist-system/ failed');
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
