// Page benchmarks: Lighthouse 12 (mobile emulation, Debian's Chromium) on the landing page, /login and
// each role's home, signed in by passing the session cookie as an extra header; and the gzipped
// JavaScript each page loads (the scripts Lighthouse saw requested, gzipped from apps/web/dist).
// Then each list screen (bench/web-lists.mjs) that is not already a home.
// Usage: node bench/web.mjs [--city small|big | --db <sqlite file>] [--runs N] [--list-runs N]
//        [--only landing,login] [--keep <dir>] [--port N]
//   --city  the generated small city (bench/data/city-small.db, the default) or the big one (city.db,
//           signed-in pages only)
//   --db    another generated city
//   --runs  Lighthouse runs per page; the run with the median performance score is reported, since
//           scores on a shared machine move by several points from one run to the next
//   --list-runs  the same for the list screens (default 1: the whole web part stays within minutes)
//   --only  page names (as in PAGES, spaces written as '-') to measure
//   --keep  directory that keeps each run's full Lighthouse report, to read the audits' details
//   --web-dist  another build of the web app to serve (to compare two builds under the same load)
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { benchDir, repoDir, signInEveryRole, sqliteUrl, startServer } from './lib/server-process.mjs';
import { LIST_SCREENS } from './web-lists.mjs';

const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const lighthouseBin = path.join(repoDir, 'node_modules/.bin/lighthouse');
const webDistArg = process.argv.indexOf('--web-dist');
const webDist =
  webDistArg > 0 ? path.resolve(process.argv[webDistArg + 1] ?? '') : path.join(repoDir, 'apps/web/dist');

/**
 * @typedef {object} Page
 * @property {string} name
 * @property {string} path
 * @property {import('./lib/server-process.mjs').Role} [as] signed in as, or anonymous
 * @property {boolean} [list] a list screen (measured --list-runs times)
 */
/**
 * The parts of a Lighthouse report read here.
 * @typedef {object} LighthouseReport
 * @property {string} finalDisplayedUrl
 * @property {Record<string, { score: number | null }>} categories
 * @property {Record<string, LighthouseAudit>} audits
 */
/**
 * @typedef {object} LighthouseAudit
 * @property {string} id
 * @property {number | null} score
 * @property {string} scoreDisplayMode
 * @property {number} [numericValue]
 * @property {{ items?: { resourceType?: string; url: string }[] }} [details]
 */
/** @typedef {Awaited<ReturnType<typeof webSuite>>[number]} PageResult */

/** @type {Page[]} */
export const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'patient home', path: '/dashboard', as: 'patient' },
  { name: 'doctor home', path: '/dashboard', as: 'doctor' },
  { name: 'reception home', path: '/dashboard', as: 'reception' },
  { name: 'hospital home', path: '/hospital-panel', as: 'hospital' },
  { name: 'department home', path: '/admin', as: 'department' },
  { name: 'authority home', path: '/public-authority-panel', as: 'authority' },
];
// A list screen reached by a click or a search after the page has loaded (tab, search) is the same
// page load as its route's, and a tab chosen in the address (?aba=) the same route as its home: each
// route and role is measured once.
const routeOf = (/** @type {{ path: string; as?: string }} */ p) => `${p.as} ${p.path.split('?')[0]}`;
for (const screen of LIST_SCREENS) {
  const { name, path: screenPath, as } = screen;
  const reachedByHand = 'tab' in screen || 'search' in screen;
  if (!reachedByHand && !PAGES.some((p) => routeOf(p) === routeOf(screen))) {
    PAGES.push({ name, path: screenPath, as, list: true });
  }
}

/**
 * @param {string} url
 * @param {string | null} cookie
 * @param {string} outFile
 * @returns {Promise<void>}
 */
function lighthouse(url, cookie, outFile) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices',
    '--form-factor=mobile',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      lighthouseBin,
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
      (err, _out, stderr) => (err ? reject(new Error(`${url}: ${err.message} ${stderr}`)) : resolve()),
    );
  });
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} urlPath */
function gzippedKb(urlPath) {
  let kb = gzipCache.get(urlPath);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(path.join(webDist, urlPath.replace(/^\//, '')))).length / 1024;
    gzipCache.set(urlPath, kb);
  }
  return kb;
}

/** @param {string} name */
const slug = (name) => name.replace(/\W+/g, '-');

/**
 * @param {object} options
 * @param {string} options.databaseUrl
 * @param {number} options.port
 * @param {(message: string) => void} options.log
 * @param {number} [options.runs] Lighthouse runs per page
 * @param {number} [options.listRuns] Lighthouse runs per list screen
 * @param {string[] | null} [options.only] page slugs to measure, or all
 * @param {boolean} [options.signedInOnly] leave out the visitors' pages (the same on any city)
 * @param {string | null} [options.keepDir] where to keep each run's report
 */
export async function webSuite({
  databaseUrl,
  port,
  log,
  runs = 1,
  listRuns = 1,
  only = null,
  signedInOnly = false,
  keepDir = null,
}) {
  const server = await startServer({ databaseUrl, port, extraEnv: { WEB_DIST: webDist } });
  const tmp = path.join(os.tmpdir(), `saude-bench-lh-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  try {
    const cookies = await signInEveryRole(server.client);
    const results = [];
    const pages = PAGES.filter((p) => (!only || only.includes(slug(p.name))) && (!signedInOnly || p.as));
    for (const page of pages) {
      /** @type {LighthouseReport[]} */
      const lhrs = [];
      const pageRuns = page.list ? listRuns : runs;
      for (let run = 1; run <= pageRuns; run++) {
        const out = path.join(tmp, `${slug(page.name)}-${run}.json`);
        const url = `http://127.0.0.1:${port}${page.path}`;
        // Lighthouse now and then fails to record the trace of a load (NO_NAVSTART), sometimes twice
        // in a row on a cold browser profile: up to three tries.
        for (let attempt = 1; ; attempt++) {
          try {
            await lighthouse(url, page.as ? cookies[page.as] : null, out);
            break;
          } catch (err) {
            if (attempt === 3) throw err;
            log(`  ${page.name}: ${/** @type {Error} */ (err).message.split('\n')[0]}; trying again`);
          }
        }
        if (keepDir) copyFileSync(out, path.join(keepDir, path.basename(out)));
        lhrs.push(JSON.parse(readFileSync(out, 'utf8')));
      }
      /** @param {LighthouseReport} l */
      const perfOf = (l) => l.categories.performance?.score ?? 0;
      const lhr = [...lhrs].sort((a, b) => perfOf(a) - perfOf(b))[Math.floor((lhrs.length - 1) / 2)];
      if (!lhr) throw new Error(`${page.name}: no Lighthouse run (--runs ${pageRuns})`);
      /** @param {string} id */
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((r) => r.resourceType === 'Script' && new URL(r.url).pathname.startsWith('/assets/'))
        .map((r) => new URL(r.url).pathname);
      const r = {
        ...page,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue,
        jsFiles: scripts.length,
        jsKb: [...new Set(scripts)].reduce((s, p) => s + gzippedKb(p), 0),
        ...(pageRuns > 1 ? { performanceRuns: lhrs.map((l) => Math.round(perfOf(l) * 100)) } : {}),
        failed: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      log(
        `  ${page.name.padEnd(24)} ${page.path.padEnd(24)} perf ${r.performance} a11y ${r.accessibility} ` +
          `bp ${r.bestPractices}  LCP ${Math.round(r.lcpMs ?? NaN)} TBT ${Math.round(r.tbtMs ?? NaN)}  ` +
          `JS ${r.jsKb.toFixed(1)} KB gz (${r.jsFiles} files)  -> ${r.finalUrl}` +
          (r.performanceRuns ? `  runs ${r.performanceRuns.join(' ')}` : '') +
          (r.failed.length ? `  failed: ${r.failed.join(', ')}` : ''),
      );
      results.push(r);
    }
    return results;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    await server.stop();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.join(benchDir, 'web.mjs');
if (isMain) {
  /** @param {string} name */
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const city = arg('--city') === 'big' ? 'city.db' : 'city-small.db';
  const db = path.resolve(arg('--db') ?? path.join(benchDir, 'data', city));
  const keep = arg('--keep');
  const pages = await webSuite({
    databaseUrl: sqliteUrl(db),
    port: Number(arg('--port') ?? 4393),
    log: console.log,
    runs: Number(arg('--runs') ?? 1),
    listRuns: Number(arg('--list-runs') ?? 1),
    only: arg('--only')?.split(',') ?? null,
    signedInOnly: city === 'city.db',
    keepDir: keep ? path.resolve(keep) : null,
  });
  // A full run on a generated city replaces that city's table in the results bench/report.mjs reads
  // (keeping the rest: the other city, the list screens' first rows); a partial run (--only), another
  // database or another build goes to a file of its own.
  const dir = path.join(benchDir, 'data/results');
  mkdirSync(dir, { recursive: true });
  const partial = ['--only', '--db', '--web-dist'].some((o) => process.argv.includes(o));
  const file = path.join(dir, partial ? 'web-partial.json' : 'web.json');
  const previous = !partial && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const big = city === 'city.db';
  // Each city's table says which run it comes from (the two are run apart).
  const run = {
    at: new Date().toISOString(),
    command: `node bench/web.mjs ${process.argv.slice(2).join(' ')}`,
    loadAverageAtEnd: os.loadavg(),
    runs: Number(arg('--runs') ?? 1),
    listRuns: Number(arg('--list-runs') ?? 1),
  };
  writeFileSync(
    file,
    JSON.stringify(
      {
        ...previous,
        ...run,
        ...(big ? { bigRun: run, bigPages: pages } : { smallRun: run, pages }),
      },
      null,
      2,
    ),
  );
}
