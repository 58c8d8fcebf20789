// Load measurements. autocannon drives the fixed-rate and maximum-throughput runs. autocannon does
// not correct for coordinated omission (a late response delays the next request of its connection,
// so the delay is never counted), so the corrected figures come from an open-loop runner here: each
// request has a scheduled start (t0 + i / rate), is sent at that time whatever the previous ones are
// doing, and its latency is counted from the scheduled start, not from when it was actually sent.
import autocannon from 'autocannon';
import http from 'node:http';

/** @typedef {import('./server-process.mjs').HttpClient} HttpClient */
/**
 * @typedef {object} LoadFigures
 * @property {number} rps requests per second achieved
 * @property {number} p50 latency, ms
 * @property {number} p99 latency, ms
 * @property {number} errors
 */

/**
 * The p-quantile of values sorted in ascending order (NaN when there are none).
 * @param {number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export const quantile = (sorted, p) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN) : NaN;
/** @param {number[]} values */
export const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * @param {autocannon.Options} options
 * @returns {Promise<autocannon.Result>}
 */
function autocannonRun(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * autocannon at a fixed overall rate: its own (uncorrected) latency and the rate it achieved.
 * @param {{ url: string; headers?: Record<string, string>; rate: number; seconds: number; connections: number }} options
 * @returns {Promise<LoadFigures>}
 */
export async function fixedRate({ url, headers = {}, rate, seconds, connections }) {
  const r = await autocannonRun({ url, connections, overallRate: rate, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // autocannon's `errors` already counts the timeouts among them.
    errors: r.errors + unexpected(r),
  };
}

/**
 * autocannon counts a 304 as non-2xx; a conditional poll answered 304 is the expected answer.
 * @param {autocannon.Result} r
 */
const unexpected = (r) => r.non2xx - (r['3xx'] ?? 0);

/**
 * autocannon as fast as the server answers: the throughput figure of the ratio.
 * @param {{ url: string; headers?: Record<string, string>; seconds: number; connections: number }} options
 * @returns {Promise<LoadFigures>}
 */
export async function maxThroughput({ url, headers = {}, seconds, connections }) {
  const r = await autocannonRun({ url, connections, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + unexpected(r),
  };
}

/**
 * Open-loop run at `rate` req/s for `seconds`; latency from each request's scheduled start. Answers
 * other than `okStatus` (200, or 304 for a conditional poll) count as errors.
 * @param {{ port: number; path: string; headers?: Record<string, string>; okStatus?: number; rate: number; seconds: number }} options
 * @returns {Promise<LoadFigures & { max: number | undefined }>}
 */
export function openLoop({ port, path, headers = {}, okStatus = 200, rate, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let done = 0;
  return new Promise((resolve) => {
    const t0 = performance.now() + 20;
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const wall = (performance.now() - t0) / 1000;
      resolve({
        rps: done / wall,
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        max: latencies.at(-1),
        errors,
      });
    };
    /** @param {number} scheduled */
    const fire = (scheduled) => {
      const req = http.request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - scheduled);
          if (res.statusCode !== okStatus) errors++;
          if (++done === total) finish();
        });
      });
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        if (++done === total) finish();
      });
      req.end();
    };
    // A 1 ms tick sends every request whose time has come; the loop ends when all `total` are sent.
    const tick = () => {
      const now = performance.now();
      while (sent < total && t0 + sent * interval <= now) fire(t0 + sent++ * interval);
      if (sent < total) setTimeout(tick, 1);
    };
    setTimeout(tick, 20);
  });
}

/**
 * Cost of one page: sequential requests after a short warm-up, median and p90 in ms. Bounded in
 * count and time: up to `count` requests or `budgetMs`, whichever ends first (at least 3), so a page
 * that costs seconds at city scale still gets measured without stalling the suite.
 * @param {HttpClient} client
 * @param {string} path
 * @param {string} cookie
 * @param {{ count?: number; budgetMs?: number }} [limits]
 * @returns {Promise<{ median: number; p90: number; samples: number }>}
 */
export async function sequentialCost(client, path, cookie, { count = 200, budgetMs = 15_000 } = {}) {
  const started = performance.now();
  for (let i = 0; i < 10 && performance.now() - started < 2_000; i++) {
    await client.call('GET', path, { cookie });
  }
  const times = [];
  const deadline = performance.now() + budgetMs;
  while (times.length < count && (times.length < 3 || performance.now() < deadline)) {
    const t = performance.now();
    const res = await client.call('GET', path, { cookie });
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p90: quantile(times, 0.9), samples: times.length };
}
