// API benchmarks against generated cities: the polled endpoints at a fixed rate (p50/p99 corrected
// for coordinated omission), the heaviest lists against a bare Hono route returning the same bytes
// (throughput ratio, same run), and the growth of each list's first page from a small city to a big one.
// Usage: node bench/api.mjs --small <db> --big <db> [--seconds 10 --rate 500]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixedRate, maxThroughput, median, openLoop, sequentialCost } from './lib/load.mjs';
import { benchDir, httpClient, signInEveryRole, sqliteUrl, startServer } from './lib/server-process.mjs';

/** @typedef {import('./lib/server-process.mjs').HttpClient} HttpClient */
/** @typedef {import('./lib/server-process.mjs').HttpResponse} HttpResponse */
/** @typedef {import('./lib/load.mjs').LoadFigures} LoadFigures */
/**
 * An endpoint measured as one role.
 * @typedef {object} Endpoint
 * @property {string} name
 * @property {string} path
 * @property {import('./lib/server-process.mjs').Role} as
 * @property {boolean} [conditional] asked with the ETag of the previous answer, as a poll is
 */
/**
 * @typedef {object} SuiteOptions
 * @property {string} databaseUrl
 * @property {number} port
 * @property {(message: string) => void} log
 */
/** @typedef {{ median: number; p90: number; samples: number; rows: number }} PageCost */
/**
 * @typedef {object} PageDepth
 * @property {number} page the deepest page reached
 * @property {{ median: number; samples: number }} first
 * @property {{ median: number; samples: number }} deep
 * @property {number} ratio
 */
/**
 * The fixed-rate part of a load run: run (open loop, corrected, and autocannon), or skipped.
 * @typedef {{ corrected: LoadFigures & { max: number | undefined }; autocannon: LoadFigures }
 *   | { fixedRateSkipped: string }} FixedRateRun
 */
/**
 * One endpoint of the load suite: measured, or skipped because one page costs too much to load at all
 * (then `ratio` is an upper bound).
 * @typedef {Endpoint & { polled?: boolean; bytes: number; bareMax: LoadFigures; ratio: number } & (
 *   (FixedRateRun & { max: LoadFigures }) | { skipped: string })} LoadResult
 */

/**
 * What a signed-in client asks every 30 s, conditional (If-None-Match with the ETag of its previous
 * answer) as the browser sends it: the combined updates call for each role that polls, and the
 * messages inbox (spec: polled every 30 s); plus the session check every page load makes. `since` is
 * fixed for the run and nothing is written, so each poll is a 304: the common case of a poll.
 */
const POLL_SINCE = new Date(Date.now() - 60_000).toISOString();
const updatesPath = `/api/updates?since=${encodeURIComponent(POLL_SINCE)}`;
/** @type {Endpoint[]} */
export const POLLED = [
  { name: 'updates-patient', path: updatesPath, as: 'patient', conditional: true },
  { name: 'updates-hospital', path: updatesPath, as: 'hospital', conditional: true },
  { name: 'updates-department', path: updatesPath, as: 'department', conditional: true },
  { name: 'updates-authority', path: updatesPath, as: 'authority', conditional: true },
  { name: 'inbox-poll', path: '/api/messages/inbox', as: 'patient', conditional: true },
  { name: 'patient-me', path: '/api/auth/patient/me', as: 'patient' },
];
/** The heaviest lists, each page in full (a first load, or a poll that found a change). */
/** @type {Endpoint[]} */
export const LISTS = [
  { name: 'inbox', path: '/api/messages/inbox', as: 'patient' },
  { name: 'hospital-requests', path: '/api/hospital/appointment-requests', as: 'hospital' },
  { name: 'all-prescriptions', path: '/api/admin/all-prescriptions', as: 'department' },
  { name: 'appointments', path: '/api/appointments', as: 'department' },
  { name: 'admin-patients-q', path: '/api/admin/patients?q=silva', as: 'department' },
];
// Growth covers every list the department pages through, plus the lists each role's home opens with.
/** @type {Endpoint[]} */
export const GROWTH = [
  ...LISTS,
  { name: 'all-exams', path: '/api/admin/all-exams', as: 'department' },
  { name: 'admin-patients', path: '/api/admin/patients', as: 'department' },
  // Typed the way people type (decision 016): no accents, two words, surname after the first name.
  { name: 'admin-patients-folded', path: '/api/admin/patients?q=joao%20silva', as: 'department' },
  { name: 'hospital-search-folded', path: '/api/hospital/patients/search?q=antonia', as: 'hospital' },
  { name: 'reports', path: '/api/reports', as: 'department' },
];

/**
 * Lists paged deep: the first page against page 40 (or the deepest page the list has), reached by
 * following each answer's `Link: rel="next"` as a client does. Pages are read by key, so a deep page
 * should cost what the first one does (budget: at most 1.2x).
 */
/** @type {Endpoint[]} */
export const DEPTH = [
  { name: 'appointments', path: '/api/appointments', as: 'department' },
  { name: 'agenda-doctor', path: '/api/appointments', as: 'doctor' },
  { name: 'hospital-pending', path: '/api/hospital/appointment-requests?status=pending', as: 'hospital' },
  { name: 'all-prescriptions', path: '/api/admin/all-prescriptions', as: 'department' },
  { name: 'all-exams', path: '/api/admin/all-exams', as: 'department' },
  { name: 'admin-patients', path: '/api/admin/patients', as: 'department' },
  { name: 'admin-patients-q', path: '/api/admin/patients?q=silva', as: 'department' },
  { name: 'reports', path: '/api/reports', as: 'department' },
  { name: 'provisional', path: '/api/public-authority/provisional-patients', as: 'authority' },
  { name: 'prescriptions-doctor', path: '/api/prescriptions', as: 'doctor' },
  { name: 'requests-department', path: '/api/appointment-requests', as: 'department' },
  { name: 'exams-department', path: '/api/health/exams', as: 'department' },
  { name: 'messages-sent', path: '/api/messages', as: 'department' },
  { name: 'audit-trail', path: '/api/admin/audit-events', as: 'department' },
];
export const DEEP_PAGE = 40;

/**
 * Both pages timed in alternation, so both meet the same server state: audited lists write a row per
 * read, and a page measured after a hundred such writes would pay for the grown write-ahead log.
 * @param {HttpClient} client
 * @param {string} firstPath
 * @param {string} deepPath
 * @param {string} cookie
 * @param {number} [rounds]
 */
async function alternatingCosts(client, firstPath, deepPath, cookie, rounds = 100) {
  /** @param {string} p */
  const time = async (p) => {
    const t = performance.now();
    const res = await client.call('GET', p, { cookie });
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await Promise.all([time(firstPath), time(deepPath)]);
  /** @type {number[]} */
  const first = [];
  /** @type {number[]} */
  const last = [];
  for (let i = 0; i < rounds; i++) {
    first.push(await time(firstPath));
    last.push(await time(deepPath));
  }
  /** @param {number[]} times */
  const summary = (times) => ({ median: median(times), samples: times.length });
  return { first: summary(first), last: summary(last) };
}

/**
 * The path of the next page, from the absolute URL of the Link header.
 * @param {HttpResponse} res
 */
function nextPath(res) {
  const link = [res.headers.link ?? ''].flat().join(', ');
  const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  if (!match?.[1]) return null;
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
}

/**
 * @param {SuiteOptions} options
 * @returns {Promise<Record<string, Endpoint & PageDepth>>}
 */
export async function depthCosts({ databaseUrl, port, log }) {
  const server = await startServer({ databaseUrl, port });
  try {
    const cookies = await signInEveryRole(server.client);
    /** @type {Record<string, Endpoint & PageDepth>} */
    const out = {};
    for (const e of DEPTH) {
      const cookie = cookies[e.as];
      let deep = e.path;
      let page = 1;
      while (page < DEEP_PAGE) {
        const res = await server.client.call('GET', deep, { cookie });
        if (res.status !== 200) throw new Error(`${deep}: ${res.status}`);
        const next = nextPath(res);
        if (!next) break;
        deep = next;
        page++;
      }
      const { first, last } = await alternatingCosts(server.client, e.path, deep, cookie);
      out[e.name] = { ...e, page, first, deep: last, ratio: last.median / first.median };
      log(
        `  ${e.name.padEnd(20)} page 1 ${first.median.toFixed(2)} ms, page ${page} ${last.median.toFixed(2)} ms` +
          `  ratio ${(last.median / first.median).toFixed(2)}`,
      );
    }
    return out;
  } finally {
    await server.stop();
  }
}

/**
 * @param {number} port
 * @param {Record<string, string | null>} bodies
 */
async function startBare(port, bodies) {
  const file = path.join(os.tmpdir(), `saude-bench-bodies-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  const child = spawn(process.execPath, [path.join(benchDir, 'bare-server.mjs'), String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const client = httpClient(port);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await client.call('GET', '/ready')).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  client.close();
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Growth compares pages of the same size: a list that has fewer rows than a full page in the small
 * city (a unit's pending queue) would otherwise look cheaper there only because its page is shorter.
 */
export const GROWTH_PAGE = 10;
/**
 * @param {string} p
 * @param {number} limit
 */
const withLimit = (p, limit) => `${p}${p.includes('?') ? '&' : '?'}limit=${limit}`;

/**
 * @param {SuiteOptions} options
 * @returns {Promise<Record<string, PageCost>>}
 */
export async function growthCosts({ databaseUrl, port, log }) {
  const server = await startServer({ databaseUrl, port });
  try {
    const cookies = await signInEveryRole(server.client);
    /** @type {Record<string, PageCost>} */
    const out = {};
    for (const e of GROWTH) {
      const path = withLimit(e.path, GROWTH_PAGE);
      const first = await server.client.call('GET', path, { cookie: cookies[e.as] });
      /** @type {number} */
      const rows = JSON.parse(first.body.toString('utf8')).length;
      const cost = { ...(await sequentialCost(server.client, path, cookies[e.as])), rows };
      out[e.name] = cost;
      log(`  ${path.padEnd(48)} ${String(rows).padStart(3)} rows  median ${cost.median.toFixed(2)} ms`);
    }
    return out;
  } finally {
    await server.stop();
  }
}

// A page slower than this cannot even be measured flat out without queueing minutes of work in the
// server; and a page whose sequential cost exceeds the time between two requests of the fixed rate
// cannot be served at that rate on one thread: a fixed-rate run would only measure its own queue.
const MAX_PAGE_MS_FOR_LOAD = 50;

/**
 * Waits (bounded: 60 s) until the server answers /api/health quickly again, so runs don't overlap.
 * @param {HttpClient} client
 */
async function drain(client) {
  const until = performance.now() + 60_000;
  let quick = 0;
  while (quick < 3 && performance.now() < until) {
    const t = performance.now();
    await client.call('GET', '/api/health');
    quick = performance.now() - t < 5 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * @param {SuiteOptions & { barePort: number; seconds: number; rate: number;
 *   pageCosts?: Record<string, { median: number }> }} options
 * @returns {Promise<LoadResult[]>}
 */
export async function loadSuite({ databaseUrl, port, barePort, seconds, rate, log, pageCosts = {} }) {
  const server = await startServer({ databaseUrl, port });
  /** @type {Awaited<ReturnType<typeof startBare>> | undefined} */
  let bare;
  try {
    const cookies = await signInEveryRole(server.client);
    // What each endpoint answers, and the request headers that get that answer: a conditional poll
    // sends the ETag it was given, and its answer (the bare route's too) is a 304 without a body.
    /** @type {Record<string, string | null>} */
    const bodies = {};
    /** @type {Record<string, Record<string, string>>} */
    const headersOf = {};
    for (const e of [...POLLED, ...LISTS]) {
      const res = await server.client.call('GET', e.path, { cookie: cookies[e.as] });
      if (res.status !== 200) throw new Error(`${e.path}: ${res.status}`);
      /** @type {Record<string, string>} */
      const headers = { cookie: cookies[e.as] };
      headersOf[e.name] = headers;
      if (e.conditional) {
        if (!res.headers.etag) throw new Error(`${e.path}: no ETag`);
        headers['if-none-match'] = res.headers.etag;
        const again = await server.client.call('GET', e.path, {
          cookie: cookies[e.as],
          etag: res.headers.etag,
        });
        if (again.status !== 304) throw new Error(`${e.path}: ${again.status} to a repeated poll`);
        bodies[e.name] = null;
      } else bodies[e.name] = res.body.toString('utf8');
    }
    bare = await startBare(barePort, bodies);
    /** @type {LoadResult[]} */
    const results = [];
    for (const e of [...POLLED.map((p) => ({ ...p, polled: true })), ...LISTS]) {
      const url = `http://127.0.0.1:${port}${e.path}`;
      const headers = headersOf[e.name];
      const okStatus = e.conditional ? 304 : 200;
      const body = bodies[e.name] ?? null;
      const measured = { ...e, bytes: body === null ? 0 : Buffer.byteLength(body) };
      // Known for the lists measured by growthCosts; not for the polled endpoints.
      const cost = pageCosts[e.name]?.median;
      await drain(server.client);
      if (cost !== undefined && cost > MAX_PAGE_MS_FOR_LOAD) {
        const skipped = `one page costs ${cost.toFixed(0)} ms sequentially (over ${MAX_PAGE_MS_FOR_LOAD} ms)`;
        const bareMax = await maxThroughput({
          url: `http://127.0.0.1:${barePort}/${e.name}`,
          seconds: Math.max(5, seconds / 2),
          connections: 16,
        });
        // Upper bound of the endpoint's throughput: one page at a time on one thread.
        const ratio = 1000 / cost / bareMax.rps;
        log(`  ${e.path.padEnd(40)} skipped: ${skipped}; ratio at most ${ratio.toFixed(3)}`);
        results.push({ ...measured, skipped, bareMax, ratio });
        continue;
      }
      /** @type {FixedRateRun} */
      let fixedRun;
      if (cost !== undefined && cost * rate > 1000) {
        fixedRun = {
          fixedRateSkipped: `one page costs ${cost.toFixed(1)} ms: at most ${(1000 / cost).toFixed(0)} req/s on one thread`,
        };
      } else {
        const corrected = await openLoop({ port, path: e.path, headers, okStatus, rate, seconds });
        await drain(server.client);
        const autocannon = await fixedRate({ url, headers, rate, seconds, connections: 50 });
        await drain(server.client);
        fixedRun = { corrected, autocannon };
      }
      const max = await maxThroughput({ url, headers, seconds: Math.max(5, seconds / 2), connections: 16 });
      const bareMax = await maxThroughput({
        url: `http://127.0.0.1:${barePort}/${e.name}`,
        seconds: Math.max(5, seconds / 2),
        connections: 16,
      });
      const r = { ...measured, ...fixedRun, max, bareMax, ratio: max.rps / bareMax.rps };
      const fixed =
        'corrected' in r
          ? `@${rate}/s corrected p50 ${r.corrected.p50.toFixed(2)} p99 ${r.corrected.p99.toFixed(2)} ms ` +
            `(autocannon p99 ${r.autocannon.p99} ms)`
          : `@${rate}/s not run: ${r.fixedRateSkipped}`;
      log(
        `  ${e.path.padEnd(40)} ${r.bytes} B  ${fixed}  ` +
          `max ${max.rps.toFixed(0)} req/s vs bare ${bareMax.rps.toFixed(0)}  ratio ${r.ratio.toFixed(2)}`,
      );
      results.push(r);
    }
    return results;
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.join(benchDir, 'api.mjs');
if (isMain) {
  /**
   * The value after `--name`, or `fallback` when the option is not given.
   * @template T
   * @param {string} name
   * @param {T} fallback
   * @returns {string | T}
   */
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    if (i <= 0) return fallback;
    const value = process.argv[i + 1];
    if (value === undefined) {
      console.error(`--${name} needs a value`);
      process.exit(2);
    }
    return value;
  };
  const log = console.log;
  const small =
    process.env.BENCH_SMALL_DATABASE_URL ?? sqliteUrl(path.resolve(arg('small', 'bench/data/city-small.db')));
  const big = process.env.BENCH_DATABASE_URL ?? sqliteUrl(path.resolve(arg('big', 'bench/data/city.db')));
  const seconds = Number(arg('seconds', 10));
  const rate = Number(arg('rate', 500));
  log('growth: small city');
  const smallCosts = await growthCosts({ databaseUrl: small, port: 4391, log });
  log('growth: big city');
  const bigCosts = await growthCosts({ databaseUrl: big, port: 4391, log });
  log(`paging: page 1 against page ${DEEP_PAGE} on the big city`);
  const depth = await depthCosts({ databaseUrl: big, port: 4391, log });
  log(`load on the big city: ${rate} req/s for ${seconds} s per endpoint`);
  const load = await loadSuite({
    databaseUrl: big,
    port: 4391,
    barePort: 4392,
    seconds,
    rate,
    log,
    pageCosts: bigCosts,
  });
  mkdirSync(path.join(benchDir, 'data/results'), { recursive: true });
  writeFileSync(
    path.join(benchDir, 'data/results/api.json'),
    JSON.stringify(
      { at: new Date().toISOString(), seconds, rate, smallCosts, bigCosts, depth, load },
      null,
      2,
    ),
  );
}
