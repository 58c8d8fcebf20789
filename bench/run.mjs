// The benchmark suite. `npm run bench` runs everything and writes bench/RESULTS.md; a sub-command
// runs one part: `npm run bench -- generate|api|web|report` (options: --scale 1 --seconds 10 --rate 500
// --runs 3, the Lighthouse runs per page, of which the median performance run is reported;
// --web-port 4393, the web part's server port, and the next one).
// SQLite by default (bench/data/); BENCH_DATABASE_URL and BENCH_SMALL_DATABASE_URL (two empty
// PostgreSQL databases) switch the API part to PostgreSQL.
// `npm run bench -- city` (not part of `all`: about 6 minutes a database) is the city day
// (bench/city.mjs): clients of every role polling and acting as the browser does, in steps of
// increasing client counts until one misses its latency budget, then a CPU profile of that step; on
// bench/data/city.db, and also on PostgreSQL when BENCH_DATABASE_URL is set. Options: --steps
// 1000,2500,5000,... --step-seconds 40 --profile-seconds 20 --workers 2 --only sqlite|postgres.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEEP_PAGE, depthCosts, growthCosts, loadSuite } from './api.mjs';
import { citySuite, DEFAULT_STEPS } from './city.mjs';
import { generate } from './generate.mjs';
import { writeReport } from './report.mjs';
import { benchDir, buildServer, sqliteUrl } from './lib/server-process.mjs';
import { webSuite } from './web.mjs';
import { listScreensSuite } from './web-lists.mjs';

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
const command = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'all';
const scale = Number(arg('scale', 1));
const seconds = Number(arg('seconds', 10));
const rate = Number(arg('rate', 500));
const runs = Number(arg('runs', 3));
const SMALL_SCALE = 0.01; // 10 000 appointments, against 1 000 000 at scale 1
const dataDir = path.join(benchDir, 'data');
const resultsDir = path.join(benchDir, 'data/results');
const small = process.env.BENCH_SMALL_DATABASE_URL ?? sqliteUrl(path.join(dataDir, 'city-small.db'));
const big = process.env.BENCH_DATABASE_URL ?? sqliteUrl(path.join(dataDir, 'city.db'));
const log = console.log;
mkdirSync(resultsDir, { recursive: true });

/**
 * @param {string} name
 * @param {object} data
 */
const save = (name, data) =>
  writeFileSync(
    path.join(resultsDir, `${name}.json`),
    JSON.stringify(
      { at: new Date().toISOString(), command: commandLine(), loadAverageAtEnd: os.loadavg(), ...data },
      null,
      2,
    ),
  );
/** The machine the figures come from. */
const machine = () => ({
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});
const commandLine = () =>
  `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

if (!['all', 'generate', 'api', 'web', 'city', 'report'].includes(command)) {
  console.error(`unknown sub-command ${command}: use generate, api, web, city or report`);
  process.exit(2);
}
// Always the current source: the bench build goes to apps/server/dist-bench.
if (command !== 'report') buildServer({ force: true });

if (command === 'all' || command === 'generate') {
  log(`generating the small city (scale ${SMALL_SCALE})`);
  const smallRun = await generate({ databaseUrl: small, scale: SMALL_SCALE, log });
  log(`generating the big city (scale ${scale})`);
  const bigRun = await generate({ databaseUrl: big, scale, log });
  save('generate', {
    small: smallRun,
    big: bigRun,
    scale,
    dialect: big.startsWith('postgres') ? 'postgres' : 'sqlite',
  });
}
if (command === 'all' || command === 'api') {
  log('growth: first page of each list, small city');
  const smallCosts = await growthCosts({ databaseUrl: small, port: 4391, log });
  log('growth: the same on the big city');
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
  save('api', { seconds, rate, smallCosts, bigCosts, depth, load });
}
if (command === 'all' || command === 'web') {
  const port = Number(arg('web-port', 4393));
  log('Lighthouse on the small city');
  const pages = await webSuite({ databaseUrl: small, port, log, runs });
  // One run a page on the big city, signed-in pages only (the visitors' pages do not read the city):
  // with every list screen on both cities, more would take too long.
  log('Lighthouse on the big city');
  const bigPages = await webSuite({ databaseUrl: big, port, log, runs: 1, signedInOnly: true });
  log('first rows of each list screen on the big city');
  const lists = await listScreensSuite({ databaseUrl: big, port: port + 1, log });
  save('web', { runs, pages, bigPages, lists });
}
if (command === 'city') {
  const steps = String(arg('steps', DEFAULT_STEPS.join(',')))
    .split(',')
    .map(Number);
  const stepSeconds = Number(arg('step-seconds', 40));
  const profileSeconds = Number(arg('profile-seconds', 20));
  const workers = Number(arg('workers', 2));
  const only = arg('only', null);
  const file = path.join(resultsDir, 'city.json');
  // Each database's curve is one run's; a database not run now keeps its previous curve.
  /** @type {Record<string, unknown>} */
  const byDialect = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).byDialect ?? {}) : {};
  const targets = [
    { dialect: 'sqlite', url: sqliteUrl(path.join(dataDir, 'city.db')) },
    ...(process.env.BENCH_DATABASE_URL ? [{ dialect: 'postgres', url: process.env.BENCH_DATABASE_URL }] : []),
  ].filter((t) => only === null || t.dialect === only);
  for (const { dialect, url } of targets) {
    log(`city day on ${dialect}: steps ${steps.join(', ')} clients, ${stepSeconds} s each`);
    const loadAverageAtStart = os.loadavg();
    const result = await citySuite({
      databaseUrl: url,
      port: 4560,
      steps,
      seconds: stepSeconds,
      profileSeconds,
      workers,
      log,
    });
    byDialect[dialect] = {
      at: new Date().toISOString(),
      command: commandLine(),
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg(),
      ...result,
    };
  }
  save('city', { machine: machine(), byDialect });
}
writeReport({ resultsDir, out: path.join(benchDir, 'RESULTS.md'), read: (f) => readFileSync(f, 'utf8') });
log('wrote bench/RESULTS.md');
