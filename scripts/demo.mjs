// Starts the product with a demo city: builds what is missing, then runs the production server
// with DEMO=1 on the embedded SQLite database (./data/saude.db unless DATABASE_URL says otherwise).
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const built = existsSync('apps/server/dist/main.js') && existsSync('apps/web/dist/index.html');
if (!built || process.argv.includes('--rebuild')) {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DEMO: '1', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
