// Baseline HTTP benchmark of the built server: a public route and an authenticated one
// (session look-up + account check), measured in the same run on loopback.
// Usage: npm run bench [-- --seconds 10 --concurrency 16]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 5);
const CONCURRENCY = arg('concurrency', 16);
const PORT = arg('port', 4399);
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saude-bench-'));

const server = spawn(process.execPath, [path.join(here, '../apps/server/dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '1',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'bench.db')}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function call(method, pathname, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: pathname,
        agent,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await call('GET', '/api/health')).status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function measure(name, pathname, cookie) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      const res = await call('GET', pathname, { cookie });
      latencies.push(performance.now() - t);
      if (res.status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(2);
  const rps = latencies.length / elapsed;
  console.log(
    `${name.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${q(0.5)} ms  p99 ${q(0.99)} ms  errors ${errors}`,
  );
  return rps;
}

try {
  await waitForServer();
  const config = JSON.parse((await call('GET', '/api/public/config')).body.toString());
  const demo = config.demoAccounts;
  const login = await call('POST', '/api/auth/patient/login', {
    body: { cpf: demo.patients[0].cpf, password: demo.password },
  });
  const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status}`);

  console.log(`${SECONDS} s per route, ${CONCURRENCY} concurrent keep-alive connections, loopback`);
  const bare = await measure('GET /api/health (public)', '/api/health');
  const authed = await measure('GET /api/auth/patient/me (session)', '/api/auth/patient/me', cookie);
  console.log(`authenticated / public throughput ratio: ${(authed / bare).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  agent.destroy();
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
