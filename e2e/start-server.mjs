// Starts the built production server for the end-to-end tests, in demo mode, on a fresh SQLite file.
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = process.env.E2E_PORT ?? '4310';
const dataDir = path.join(here, '.data', port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// SERVER_ENTRY lets a run use another build of the server (for example one made from a work in progress).
const entry = process.env.SERVER_ENTRY ?? path.join(here, '../apps/server/dist/main.js');
const server = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '1',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.db')}`,
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
