/**
 * The built server as a real child process on 127.0.0.1: started, waited for, killed without
 * warning (SIGKILL, as a power cut or the OOM killer would) and started again on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
  /**
   * Kills with SIGKILL (no graceful shutdown) and waits for the process to be gone, and for its
   * workers too: they must exit on their own once the primary is gone (throws after 10 s if not).
   */
  kill(): Promise<void>;
  /** The worker processes the server runs now (none with WORKERS=1). */
  workerPids(): number[];
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
      // One process unless a test asks for workers: production's default follows the core count.
      WORKERS: '1',
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
      const workers = childPids(child.pid ?? -1);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      const deadline = Date.now() + 10_000;
      while (workers.some(isRunning)) {
        if (Date.now() > deadline)
          throw new Error(`workers ${workers.filter(isRunning)} outlived the primary`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    workerPids: () => childPids(child.pid ?? -1),
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

/** Running (not exited, nor a zombie waiting to be reaped) child processes of `parent`, from /proc. */
export function childPids(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat && stat.ppid === parent && stat.state !== 'Z') pids.push(Number(entry));
  }
  return pids;
}

function isRunning(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== null && stat.state !== 'Z';
}

/** State and parent from /proc/<pid>/stat; the command name in parentheses may hold spaces. */
function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', ppid = ''] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/**
 * Polls GET /api/health (which queries the database) for at most 30 s. Each try gives up after 2 s:
 * a connection that is accepted but never answered (a worker stuck in its start) must not outlast
 * the deadline.
 */
async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become ready within 30 s');
}
