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

/**
 * What a signed-in client asks every 30 s, conditional (If-None-Match with the ETag of its previous
 * answer) as the browser sends it: the combined updates call for each role that polls, and the
 * messages inbox (spec: polled every 30 s); plus the session check every page load makes. `since` is
 * fixed for the run and nothing is written, so each poll is a 304: the common case of a poll.
 */
const POLL_SINCE = new Date(Date.now() - 60_000).toISOString();
const updatesPath = `/api/updates?since=${encodeURIComponent(POLL_SINCE)}`;
export const POLLED = [
  { name: 'updates-patient', path: updatesPath, as: 'patient', conditional: true },
  { name: 'updates-hospital', path: updatesPath, as: 'hospital', conditional: true },
  { name: 'updates-department', path: updatesPath, as: 'department', conditional: true },
  { name: 'updates-authority', path: updatesPath, as: 'authority', conditional: true },
  { name: 'inbox-poll', path: '/api/messages/inbox', as: 'patient', conditional: true },
  { name: 'patient-me', path: '/api/auth/patient/me', as: 'patient' },
];
/** The heaviest lists, each page in full (a first load, or a poll that found a change). */
export const LISTS = [
  { name: 'inbox', path: '/api/messages/inbox', as: 'patient' },
  { name: 'hospital-requests', path: '/api/hospital/appointment-requests', as: 'hospital' },
  { name: 'all-prescriptions', path: '/api/admin/all-prescriptions', as: 'department' },
  { name: 'appointments', path: '/api/appointments', as: 'department' },
  { name: 'admin-patients-q', path: '/api/admin/patients?q=silva', as: 'department' },
];
// Growth covers every list the department pages through, plus the lists each role's home opens with.
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
 */
async function alternatingCosts(client, firstPath, deepPath, cookie, rounds = 100) {
  const time = async (p) => {
    const t = performance.now();
    const res = await client.call('GET', p, { cookie });
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await Promise.all([time(firstPath), time(deepPath)]);
  const first = [];
  const last = [];
  for (let i = 0; i < rounds; i++) {
    first.push(await time(firstPath));
    last.push(await time(deepPath));
  }
  const summary = (times) => ({ median: median(times), samples: times.length });
  return { first: summary(first), last: summary(last) };
}

/** The path of the next page, from the absolute URL of the Link header. */
function nextPath(res) {
  const link = [res.headers.link ?? ''].flat().join(', ');
  const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  if (!match) return null;
  const url = new URL(match[1]);
  return `${url.pathname}${url.search}`;
}

export async function depthCosts({ databaseUrl, port, log }) {
  const server = await startServer({ databaseUrl, port });
  try {
    const cookies = await signInEveryRole(server.client);
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
const withLimit = (p, limit) => `${p}${p.includes('?') ? '&' : '?'}limit=${limit}`;

export async function growthCosts({ databaseUrl, port, log }) {
  const server = await startServer({ databaseUrl, port });
  try {
    const cookies = await signInEveryRole(server.client);
    const out = {};
    for (const e of GROWTH) {
      const path = withLimit(e.path, GROWTH_PAGE);
      const first = await server.client.call('GET', path, { cookie: cookies[e.as] });
      const rows = JSON.parse(first.body.toString('utf8')).length;
      out[e.name] = { ...(await sequentialCost(server.client, path, cookies[e.as])), rows };
      log(
        `  ${path.padEnd(48)} ${String(rows).padStart(3)} rows  median ${out[e.name].median.toFixed(2)} ms`,
      );
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

/** Waits (bounded: 60 s) until the server answers /api/health quickly again, so runs don't overlap. */
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

export async function loadSuite({ databaseUrl, port, barePort, seconds, rate, log, pageCosts = {} }) {
  const server = await startServer({ databaseUrl, port });
  let bare;
  try {
    const cookies = await signInEveryRole(server.client);
    // What each endpoint answers, and the request headers that get that answer: a conditional poll
    // sends the ETag it was given, and its answer (the bare route's too) is a 304 without a body.
    const bodies = {};
    const headersOf = {};
    for (const e of [...POLLED, ...LISTS]) {
      const res = await server.client.call('GET', e.path, { cookie: cookies[e.as] });
      if (res.status !== 200) throw new Error(`${e.path}: ${res.status}`);
      headersOf[e.name] = { cookie: cookies[e.as] };
      if (e.conditional) {
        if (!res.headers.etag) throw new Error(`${e.path}: no ETag`);
        headersOf[e.name]['if-none-match'] = res.headers.etag;
        const again = await server.client.call('GET', e.path, {
          cookie: cookies[e.as],
          etag: res.headers.etag,
        });
        if (again.status !== 304) throw new Error(`${e.path}: ${again.status} to a repeated poll`);
        bodies[e.name] = null;
      } else bodies[e.name] = res.body.toString('utf8');
    }
    bare = await startBare(barePort, bodies);
    const results = [];
    for (const e of [...POLLED.map((p) => ({ ...p, polled: true })), ...LISTS]) {
      const url = `http://127.0.0.1:${port}${e.path}`;
      const headers = headersOf[e.name];
      const okStatus = e.conditional ? 304 : 200;
      const r = { ...e, bytes: bodies[e.name] === null ? 0 : Buffer.byteLength(bodies[e.name]) };
      const cost = pageCosts[e.name]?.median;
      await drain(server.client);
      if (cost > MAX_PAGE_MS_FOR_LOAD) {
        r.skipped = `one page costs ${cost.toFixed(0)} ms sequentially (over ${MAX_PAGE_MS_FOR_LOAD} ms)`;
        r.bareMax = await maxThroughput({
          url: `http://127.0.0.1:${barePort}/${e.name}`,
          seconds: Math.max(5, seconds / 2),
          connections: 16,
        });
        // Upper bound of the endpoint's throughput: one page at a time on one thread.
        r.ratio = 1000 / cost / r.bareMax.rps;
        log(`  ${e.path.padEnd(40)} skipped: ${r.skipped}; ratio at most ${r.ratio.toFixed(3)}`);
        results.push(r);
        continue;
      }
      if (cost * rate > 1000) {
        r.fixedRateSkipped = `one page costs ${cost.toFixed(1)} ms: at most ${(1000 / cost).toFixed(0)} req/s on one thread`;
      } else {
        r.corrected = await openLoop({ port, path: e.path, headers, okStatus, rate, seconds });
        await drain(server.client);
        r.autocannon = await fixedRate({ url, headers, rate, seconds, connections: 50 });
        await drain(server.client);
      }
      r.max = await maxThroughput({ url, headers, seconds: Math.max(5, seconds / 2), connections: 16 });
      r.bareMax = await maxThroughput({
        url: `http://127.0.0.1:${barePort}/${e.name}`,
        seconds: Math.max(5, seconds / 2),
        connections: 16,
      });
      r.ratio = r.max.rps / r.bareMax.rps;
      const fixed = r.corrected
        ? `@${rate}/s corrected p50 ${r.corrected.p50.toFixed(2)} p99 ${r.corrected.p99.toFixed(2)} ms ` +
          `(autocannon p99 ${r.autocannon.p99} ms)`
        : `@${rate}/s not run: ${r.fixedRateSkipped}`;
      log(
        `  ${e.path.padEnd(40)} ${r.bytes} B  ${fixed}  ` +
          `max ${r.max.rps.toFixed(0)} req/s vs bare ${r.bareMax.rps.toFixed(0)}  ratio ${r.ratio.toFixed(2)}`,
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
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
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
