// Starts and stops the bench's own build of the server (apps/server/dist-bench, never the shared
// dist/) and talks to it over loopback with a keep-alive agent.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpf } from './city-words.mjs';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = path.resolve(benchDir, '..');
const serverDir = path.join(repoDir, 'apps/server');
export const serverBundle = path.join(serverDir, 'dist-bench/main.js');

/** Known credentials of the generated city (a benchmark database, never a real one). */
export const BENCH_PASSWORD = 'Bench#Cidade2024';
export const BENCH_ADMIN = 'bench-secretaria';
const DEVICE_COOKIE = 'saude_device';

/** @param {{ force?: boolean }} [options] */
export function buildServer({ force = false } = {}) {
  if (!force && existsSync(serverBundle)) return;
  execFileSync(process.execPath, ['build.mjs', '--outfile', 'dist-bench/main.js'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
}

/** @param {string} file */
export const sqliteUrl = (file) => `sqlite:${file}`;

/**
 * @typedef {object} ServerOptions
 * @property {string} databaseUrl
 * @property {number} port
 * @property {Record<string, string>} [extraEnv]
 * @property {string} [entry] another build of the server (the end-to-end tests generate their city
 *   with theirs)
 * @property {string[]} [nodeArgs] flags for node itself (--cpu-prof is not allowed in NODE_OPTIONS)
 */
/** @typedef {Awaited<ReturnType<typeof startServer>>} RunningServer */

/** @param {ServerOptions} options */
export async function startServer({ databaseUrl, port, extraEnv = {}, entry, nodeArgs = [] }) {
  if (!entry) buildServer();
  const child = spawn(process.execPath, [...nodeArgs, entry ?? serverBundle], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: BENCH_ADMIN,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      WEB_DIST: path.join(repoDir, 'apps/web/dist'),
      // Worker processes only when asked (WORKERS=n): one by default, as the recorded figures had.
      WORKERS: process.env.WORKERS ?? '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const client = httpClient(port);
  // Bounded wait: 300 tries of 200 ms (migrations on a big database can take a while).
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await client.call('GET', '/api/health')).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (i === 299) throw new Error('server did not answer /api/health in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid,
    client,
    async stop() {
      client.close();
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * @typedef {object} HttpResponse
 * @property {number | undefined} status
 * @property {http.IncomingHttpHeaders} headers
 * @property {Buffer} body
 */
/**
 * @typedef {object} CallOptions
 * @property {unknown} [body] sent as JSON
 * @property {string} [cookie] the `name=value` session cookie
 * @property {string} [etag] sent as If-None-Match
 */
/** @typedef {ReturnType<typeof httpClient>} HttpClient */

/**
 * @param {number} port
 * @param {number} [maxSockets]
 */
export function httpClient(port, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  /**
   * @param {string} method
   * @param {string} pathname
   * @param {CallOptions} [options]
   * @returns {Promise<HttpResponse>}
   */
  const call = (method, pathname, { body, cookie, etag } = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          agent,
          headers: {
            ...(body ? { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } : {}),
            ...(cookie ? { cookie } : {}),
            ...(etag ? { 'if-none-match': etag } : {}),
          },
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${method} ${pathname}`)));
      req.on('error', reject);
      if (body) req.write(JSON.stringify(body));
      req.end();
    });
  return { call, close: () => agent.destroy() };
}

/**
 * Signs in and returns the `name=value` session cookie.
 * @param {HttpClient} client
 * @param {string} loginPath
 * @param {Record<string, string>} body
 */
export async function signIn(client, loginPath, body) {
  const res = await client.call('POST', loginPath, { body });
  // A sign-in also sets the browser's trusted-device cookie (decision 025), which is no session.
  const cookie = (res.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair !== '' && !pair.startsWith(`${DEVICE_COOKIE}=`));
  if (res.status !== 200 || !cookie) {
    throw new Error(`sign-in at ${loginPath} failed: ${res.status} ${res.body.toString().slice(0, 200)}`);
  }
  return cookie;
}

/** @typedef {Awaited<ReturnType<typeof signInEveryRole>>} RoleCookies */
/** @typedef {keyof RoleCookies} Role */

/**
 * A session cookie for each role the benchmarks act as, signed in through the real login endpoints.
 * @param {HttpClient} client
 */
export async function signInEveryRole(client) {
  const password = BENCH_PASSWORD;
  return {
    patient: await signIn(client, '/api/auth/patient/login', { cpf: cpf(1, 1), password }),
    doctor: await signIn(client, '/api/auth/staff/login', { cpf: cpf(2, 1), password }),
    // Every fifth staff member of the generated city works at reception.
    reception: await signIn(client, '/api/auth/staff/login', { cpf: cpf(2, 5), password }),
    hospital: await signIn(client, '/api/hospital/login', { username: 'bench-unidade-1', password }),
    department: await signIn(client, '/api/health-department/login', { username: BENCH_ADMIN, password }),
    authority: await signIn(client, '/api/public-authority/login', {
      username: 'bench-autoridade',
      password,
    }),
  };
}
