// `npm run backup -- <file>` and `npm run restore -- <file>`: the database named by DATABASE_URL
// (./data/saude.db unless set) copied out while the server runs, or put back with it stopped.
// Builds the server first when it has not been built.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const entry = 'apps/server/dist/backup.js';
if (!existsSync(entry)) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@saude/server'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
