/**
 * Backup and restore of the embedded database (`npm run backup`, `npm run restore`): a backup taken
 * while the server goes on writing, restored in place of a new database, holds every write
 * acknowledged before the backup began, whole, and passes SQLite's integrity check; the restored
 * server starts on it and its sessions still open.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInActors } from './actors';
import { checkAcknowledged, checkNothingHalfWritten } from './crash-checks';
import { driveWrites, type Acked } from './crash-workload';
import { freshSqlite } from './databases';
import { SERVER_ENTRY, startServer } from './server-process';

const BACKUP_ENTRY = path.join(path.dirname(SERVER_ENTRY), 'backup.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function runCli(args: string[], databaseUrl: string) {
  return spawnSync(process.execPath, [BACKUP_ENTRY, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('backup and restore (SQLite)', () => {
  it('a backup under concurrent writes restores every write acknowledged before it began', async () => {
    const source = await freshSqlite();
    const target = await freshSqlite();
    const backupFile = path.join(path.dirname(source.serverUrl.slice('sqlite:'.length)), 'copia.db');
    let server = await startServer({ databaseUrl: source.serverUrl });
    try {
      const actors = await signInActors(server.baseUrl);
      const acked: Acked[] = [];
      const writes = driveWrites(actors, acked, [], { lanes: 2, stopAt: Date.now() + 2_500 });
      await sleep(800);
      const before = [...acked];
      const backup = runCli(['backup', backupFile], source.serverUrl);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/Cópia criada: .*integridade ok/);
      await writes;
      // Writes went on while it was taken; the ones acknowledged before it must all be in it.
      expect(before.length).toBeGreaterThan(3);
      expect(acked.length).toBeGreaterThan(before.length);

      // A second backup to the same file is refused rather than overwriting the first.
      expect(runCli(['backup', backupFile], source.serverUrl).status).toBe(1);
      await server.kill();

      const restore = runCli(['restore', backupFile], target.serverUrl);
      expect(restore.status, restore.stderr).toBe(0);
      expect(await target.integrity()).toBe('ok');
      const problems = await target.inspect(async (query) => [
        ...(await checkAcknowledged(query, before, actors)),
        ...(await checkNothingHalfWritten(query)),
      ]);
      expect(problems).toEqual([]);

      // The restored database serves: same port, so the clients' cookies (sessions in the database) open.
      server = await startServer({
        databaseUrl: target.serverUrl,
        port: Number(new URL(server.baseUrl).port),
      });
      expect((await actors.patient.get('/api/auth/patient/me')).status).toBe(200);
    } finally {
      await server.kill();
      fs.rmSync(backupFile, { force: true });
      await source.drop();
      await target.drop();
    }
  }, 90_000);

  it('refuses to restore a file that is not a sound database, and says to use pg_dump on PostgreSQL', async () => {
    const target = await freshSqlite();
    try {
      const broken = path.join(path.dirname(target.serverUrl.slice('sqlite:'.length)), 'quebrado.db');
      fs.writeFileSync(broken, 'não é um banco de dados'.repeat(100));
      const refused = runCli(['restore', broken], target.serverUrl);
      expect(refused.status).toBe(1);
      expect(fs.existsSync(target.serverUrl.slice('sqlite:'.length))).toBe(false);

      const pg = runCli(['backup', '/tmp/x.dump'], 'postgres://u@127.0.0.1:5432/saude');
      expect(pg.status).toBe(2);
      expect(pg.stderr).toMatch(/pg_dump/);
      expect(runCli(['copiar'], target.serverUrl).stderr).toMatch(/Uso: npm run backup/);
    } finally {
      await target.drop();
    }
  });
});
