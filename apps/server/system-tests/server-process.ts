/**
 * The built server as a real child process on 127.0.0.1: started, waited for, killed without
 * warning (SIGKILL, as a power cut or the OOM killer would) and started again on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Built by global-setup.ts; SYSTEM_SERVER_ENTRY points the tests at another build. */
export const SERVER_ENTRY = process.env.SYSTEM_SERVER_ENTRY ?? path.join(here, '../dist-system/main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** Kills with SIGKILL (no graceful shutdown) and waits for the process to be gone. */
  kill(): Promise<void>;
  /** The last lines the server wrote, for a failure message. */
  output(): string;
};

export async function startServer(options: {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 50) lines.splice(0, lines.length - 50);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid ?? -1,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    output: () => lines.join('\n'),
  };
  try {
    await waitUntilReady(baseUrl, child);
  } catch (err) {
    await server.kill();
    throw new Error(`${(err as Error).message}\n${server.output()}`);
  }
  return server;
}

/** Polls GET /api/health (which queries the database) for at most 30 s. */
async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become ready within 30 s');
}
