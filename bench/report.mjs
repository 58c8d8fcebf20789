// Writes bench/RESULTS.md from bench/results/*.json (the figures of the last run of each part), with
// the budgets of ../shared/ARCHITECTURE.md checked. Sections written by others (## Crash safety) are
// kept as they are.
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cityReport } from './city.mjs';

// Hand-written analysis and other engineers' sections survive a re-run.
const KEEP = ['## Analysis', '## Crash safety'];
/** @param {number | undefined} v */
const ms = (v) => (v !== undefined && Number.isFinite(v) ? v.toFixed(2) : 'n/a');
/** @param {boolean} ok */
const pass = (ok) => (ok ? 'pass' : '**MISS**');

/**
 * What each part saves in bench/data/results (bench/run.mjs; a part run on its own saves less).
 * @typedef {{ at: string; command?: string; loadAverageAtEnd?: number[] }} RunInfo
 * @typedef {{ sizes: import('./generate.mjs').Sizes; seconds: number }} Generated
 * @typedef {RunInfo & { small: Generated; big: Generated; scale: number; dialect: string }} GenerateResults
 * @typedef {RunInfo & { seconds: number; rate: number;
 *   smallCosts: Record<string, import('./api.mjs').PageCost>;
 *   bigCosts: Record<string, import('./api.mjs').PageCost>;
 *   depth?: Record<string, import('./api.mjs').Endpoint & import('./api.mjs').PageDepth>;
 *   load: import('./api.mjs').LoadResult[] }} ApiResults
 * @typedef {RunInfo & { runs?: number; listRuns?: number }} WebRun
 * @typedef {RunInfo & { runs?: number; pages: import('./web.mjs').PageResult[];
 *   bigPages?: import('./web.mjs').PageResult[]; smallRun?: WebRun; bigRun?: WebRun;
 *   lists?: import('./web-lists.mjs').ListScreenResult[];
 *   listsRun?: { at: string; command: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] } }} WebResults
 */

/**
 * The text of a `## ` section of a previous RESULTS.md, its heading included, or null.
 * @param {string} text
 * @param {string} heading
 */
function sectionOf(text, heading) {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return null;
  const next = text.indexOf('\n## ', start + heading.length + 1);
  return text.slice(start + 1, next < 0 ? undefined : next).trimEnd();
}

/**
 * The `### heading` subsection of a text, up to the next subsection or section, or null.
 * @param {string} text
 * @param {string} heading
 */
export function subsectionOf(text, heading) {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return null;
  const ends = ['\n### ', '\n## '].map((h) => text.indexOf(h, start + 1)).filter((i) => i >= 0);
  return text.slice(start + 1, ends.length ? Math.min(...ends) : undefined).trimEnd();
}

/** @param {string} text */
function keptSections(text) {
  return KEEP.map((heading) => sectionOf(text, heading)).filter((s) => s !== null);
}

/**
 * @param {object} options
 * @param {string} options.resultsDir
 * @param {string} options.out
 * @param {(file: string) => string} options.read
 */
export function writeReport({ resultsDir, out, read }) {
  /** @param {string} name */
  const load = (name) => {
    const file = path.join(resultsDir, `${name}.json`);
    return existsSync(file) ? JSON.parse(read(file)) : null;
  };
  /** @type {GenerateResults | null} */
  const gen = load('generate');
  /** @type {ApiResults | null} */
  const api = load('api');
  /** @type {WebResults | null} */
  const web = load('web');
  const previous = existsSync(out) ? read(out) : '';
  /**
   * A part whose figures are not in resultsDir (it was not run on this machine: the json files are not
   * kept with the code) keeps its section as the previous RESULTS.md has it.
   * @param {string} heading
   */
  const keepPrevious = (heading) => {
    const section = sectionOf(previous, heading);
    if (section) lines.push(section, '');
  };
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}. Machine: ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, ` +
      `Node ${process.version}, ${os.type()} ${os.release()}. Budgets: ../shared/ARCHITECTURE.md "Performance budgets". ` +
      'Each part below keeps the figures of its last run; all figures of a table come from the same run.',
    '',
  ];
  /** @param {RunInfo} r */
  const meta = (r) =>
    `Run ${r.at} with \`${r.command}\`; load average at its end ${r.loadAverageAtEnd?.map((v) => v.toFixed(1)).join(' / ') ?? 'n/a'}.`;

  if (gen) {
    lines.push('## Data set', '', meta(gen), '');
    lines.push(
      `Database: ${gen.dialect}. Big city scale ${gen.scale}, generated in ${gen.big.seconds.toFixed(0)} s; ` +
        `small city (growth baseline) in ${gen.small.seconds.toFixed(0)} s.`,
      '',
    );
    lines.push('| table | small | big |', '|---|---:|---:|');
    for (const k of /** @type {(keyof Generated['sizes'])[]} */ (Object.keys(gen.big.sizes))) {
      lines.push(
        `| ${k} | ${gen.small.sizes[k].toLocaleString('en')} | ${gen.big.sizes[k].toLocaleString('en')} |`,
      );
    }
    lines.push('');
  } else keepPrevious('## Data set');

  if (api) {
    lines.push('## API', '', meta(api), '');
    lines.push(
      `Each endpoint on the big city: an open-loop run at ${api.rate} req/s for ${api.seconds} s (latency counted ` +
        "from each request's scheduled start, so corrected for coordinated omission: autocannon cannot do this), " +
        `autocannon at the same fixed rate (50 connections; its latency is not corrected), then autocannon flat out ` +
        '(16 connections) against the endpoint and against a bare Hono route (bench/bare-server.mjs) returning the ' +
        'same bytes, one after the other. Real sessions (signed in through the login endpoints). The server is let ' +
        'drain (health check answering under 5 ms) before each run. Fixed-rate runs are skipped when one page, ' +
        'measured sequentially, costs more than the interval of the rate (the server cannot keep up on one ' +
        'thread and the run would measure only its own queue); pages over 50 ms are not loaded at all, and ' +
        'their throughput bound is 1000 / page ms. The polled endpoints are what a signed-in client asks every ' +
        '30 s, conditional as the browser sends them (If-None-Match with the ETag of the previous answer; ' +
        'nothing new, so a 304 without a body, and the bare route answers the same 304): `GET /api/updates` for ' +
        'each role and the messages inbox; plus the session check. The lists are whole pages (a first load, ' +
        'or a poll that found a change).',
      '',
      '| endpoint | as | bytes | p50 ms (corrected) | p99 ms (corrected) | p99 ms (autocannon) | achieved req/s | errors | max req/s | bare max req/s | ratio |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of api.load) {
      if ('skipped' in r) {
        lines.push(
          `| GET ${r.path} | ${r.as} | ${r.bytes} | not run: ${r.skipped} | | | | | <= ${(r.ratio * r.bareMax.rps).toFixed(1)} | ` +
            `${r.bareMax.rps.toFixed(0)} | <= ${r.ratio.toFixed(3)} |`,
        );
        continue;
      }
      if (!('corrected' in r)) {
        lines.push(
          `| GET ${r.path} | ${r.as} | ${r.bytes} | not run: ${r.fixedRateSkipped} | | | | | ${r.max.rps.toFixed(0)} | ` +
            `${r.bareMax.rps.toFixed(0)} | ${r.ratio.toFixed(2)} |`,
        );
        continue;
      }
      lines.push(
        `| GET ${r.path} | ${r.as} | ${r.bytes} | ${ms(r.corrected.p50)} | ${ms(r.corrected.p99)} | ${r.autocannon.p99} | ` +
          `${r.corrected.rps.toFixed(0)} | ${r.corrected.errors + r.autocannon.errors} | ${r.max.rps.toFixed(0)} | ` +
          `${r.bareMax.rps.toFixed(0)} | ${r.ratio.toFixed(2)} |`,
      );
    }
    lines.push('', '### Growth (first page, small city vs big city)', '');
    lines.push(
      'Median of sequential requests (up to 200, or 15 s, at least 3) after a warm-up (up to 10 requests or 2 s), ' +
        'first page of the same size in both cities (`limit=10`: some lists hold fewer than a default page in the ' +
        'small city), same server build on both cities.',
      '',
      '| endpoint | rows small / big | small ms | big ms | big / small | budget <= 2x |',
      '|---|---|---:|---:|---:|---|',
    );
    for (const [name, s] of Object.entries(api.smallCosts)) {
      const b = api.bigCosts[name];
      const ratio = (b?.median ?? NaN) / s.median;
      lines.push(
        `| ${name} | ${s.rows ?? '?'} / ${b?.rows ?? '?'} | ${ms(s.median)} | ${ms(b?.median)} | ${ratio.toFixed(2)} | ` +
          `${pass(ratio <= 2)} |`,
      );
    }
    if (api.depth) {
      lines.push('', '### Paging deep (page 1 vs page 40, big city)', '');
      lines.push(
        'Each list paged as a client does, following `Link: rel="next"` (default page size, 50) up to page 40 or ' +
          'its last page; then 100 rounds of one request to the first page and one to that page, in alternation ' +
          '(audited lists write a row per read: both pages meet the same log), median of each.',
        '',
        '| list | as | page | page 1 ms | deep page ms | deep / first | budget <= 1.2x |',
        '|---|---|---:|---:|---:|---:|---|',
      );
      for (const [name, d] of Object.entries(api.depth)) {
        lines.push(
          `| ${name} | ${d.as} | ${d.page} | ${ms(d.first.median)} | ${ms(d.deep.median)} | ${d.ratio.toFixed(2)} | ` +
            `${pass(d.ratio <= 1.2)} |`,
        );
      }
    }
    lines.push('');
  } else keepPrevious('## API');

  if (web) {
    /** How many runs a table's rows took: the home pages', the list pages' (`--list-runs`). */
    const runsText = (/** @type {WebRun | undefined} */ run) =>
      `${run?.runs ?? 1} ${(run?.runs ?? 1) === 1 ? 'run' : 'runs'} per page, ${run?.listRuns ?? 1} per list page`;
    // A table whose figures are not here (its city or the list screens were not run on this machine)
    // keeps its text from the previous RESULTS.md.
    const previousWeb = sectionOf(previous, '## Web') ?? '';
    /** @param {string | null} heading the table's subsection, null for the small city's (the section's head) */
    const keepTable = (heading) => {
      const kept =
        heading === null ? previousWeb.split('\n### ')[0]?.trimEnd() : subsectionOf(previousWeb, heading);
      if (kept) lines.push(kept);
    };
    if (web.pages) {
      lines.push('## Web', '', meta(web.smallRun ?? web), '');
      lines.push(
        'Lighthouse 12, mobile emulation (its default throttling), Debian Chromium headless; signed-in pages get the ' +
          'session cookie through --extra-headers. JavaScript = the scripts the page requested, gzipped from apps/web/dist. ' +
          `Small city, ${runsText(web.smallRun ?? web)}: the row is the run with the median performance score, and "runs" lists every run's score.`,
        '',
        '| page | path | performance | runs | accessibility | best practices | LCP ms | TBT ms | JS KB gz (files) | failed audits |',
        '|---|---|---:|---|---:|---:|---:|---:|---:|---|',
      );
      for (const p of web.pages) lines.push(lighthouseRow(p));
    } else keepTable(null);
    if (web.bigPages) {
      lines.push('', '### Lighthouse on the big city', '');
      if (web.bigRun) lines.push(meta(web.bigRun), '', `${runsText(web.bigRun)}.`, '');
      lines.push(
        '| page | path | performance | runs | accessibility | best practices | LCP ms | TBT ms | JS KB gz (files) | failed audits |',
        '|---|---|---:|---|---:|---:|---:|---:|---:|---|',
      );
      for (const p of web.bigPages) lines.push(lighthouseRow(p));
    } else {
      lines.push('');
      keepTable('### Lighthouse on the big city');
    }
    /** @param {import('./web.mjs').PageResult} p */
    function lighthouseRow(p) {
      return (
        `| ${p.name} | ${p.path} | ${p.performance} | ${(p.performanceRuns ?? [p.performance]).join(' ')} | ` +
        `${p.accessibility} | ${p.bestPractices} | ` +
        `${(p.lcpMs ?? 0).toFixed(0)} | ${(p.tbtMs ?? 0).toFixed(0)} | ${p.jsKb.toFixed(1)} (${p.jsFiles}) | ` +
        `${p.failed.join(', ') || '-'} |`
      );
    }
    if (web.lists) {
      lines.push(
        '',
        '### First rows of each list screen (big city)',
        '',
        ...listScreensTable(web.lists, web.listsRun),
      );
    } else {
      lines.push('');
      keepTable('### First rows of each list screen (big city)');
    }
    lines.push('');
  } else keepPrevious('## Web');

  const city = load('city');
  // A database not run on this machine keeps its curve as the previous RESULTS.md has it.
  const previousCity = sectionOf(previous, '## City day') ?? '';
  if (city) lines.push(...cityReport(city, (heading) => subsectionOf(previousCity, heading)));
  else keepPrevious('## City day');

  // The budgets are checked from the API's and the web's figures; the part of them not run on this
  // machine keeps its lines as the previous RESULTS.md has them.
  if (!api && !web) {
    keepPrevious('## Budgets');
    return writeReportText(out, lines, previous);
  }
  const previousBudgets = (sectionOf(previous, '## Budgets') ?? '')
    .split('\n')
    .filter((l) => l.startsWith('- '));
  /** @param {string} line */
  const isApiBudget = (line) => /^- (Polled|List|Growth|Paging)\b/.test(line);
  lines.push('## Budgets', '');
  if (api) {
    const polled = api.load.filter((r) => r.polled);
    for (const r of polled) {
      const p99 = 'corrected' in r ? r.corrected.p99 : Infinity;
      lines.push(
        `- Polled ${r.path} (${r.as}): p99 ${ms(p99)} ms at ${api.rate} req/s (<= 25): ${pass(p99 <= 25)}`,
      );
    }
    for (const r of api.load.filter((x) => !polled.includes(x))) {
      lines.push(
        `- List ${r.path}: ${r.ratio.toFixed(2)} of the bare route's req/s (>= 0.5): ${pass(r.ratio >= 0.5)}`,
      );
    }
    const worst = Object.entries(api.smallCosts)
      .map(([k, s]) => /** @type {const} */ ([k, (api.bigCosts[k]?.median ?? NaN) / s.median]))
      .sort((a, b) => b[1] - a[1])[0];
    if (worst) {
      lines.push(
        `- Growth: worst list ${worst[0]} at ${worst[1].toFixed(2)}x (<= 2x): ${pass(worst[1] <= 2)}`,
      );
    }
    const deepest = Object.entries(api.depth ?? {}).sort((a, b) => b[1].ratio - a[1].ratio)[0];
    if (deepest) {
      lines.push(
        `- Paging: worst list ${deepest[0]}, page ${deepest[1].page} at ${deepest[1].ratio.toFixed(2)}x page 1 ` +
          `(<= 1.2x): ${pass(deepest[1].ratio <= 1.2)}`,
      );
    }
  } else lines.push(...previousBudgets.filter(isApiBudget));
  if (web) {
    const cities = [
      { city: 'small city', pages: web.pages },
      { city: 'big city', pages: web.bigPages ?? [] },
    ];
    for (const { city, pages } of cities) {
      for (const p of pages) {
        const ok = p.performance >= 95 && p.accessibility === 100 && p.bestPractices === 100;
        lines.push(
          `- Lighthouse ${p.name}, ${city}: ${p.performance}/${p.accessibility}/${p.bestPractices} ` +
            `(>= 95, 100, 100): ${pass(ok)}`,
        );
      }
    }
    const slowest = [...(web.lists ?? [])].sort((a, b) => b.desktop.median - a.desktop.median)[0];
    if (slowest) {
      lines.push(
        `- First rows: slowest screen ${slowest.name} at ${slowest.desktop.median.toFixed(0)} ms ` +
          `(${slowest.phone.median.toFixed(0)} ms with 4x CPU slowdown) (<= 1000): ${pass(slowest.desktop.median <= 1000)}`,
      );
    }
    const landing = web.pages.find((p) => p.name === 'landing');
    if (landing)
      lines.push(
        `- Landing initial JS ${landing.jsKb.toFixed(1)} KB gzipped (<= 150): ${pass(landing.jsKb <= 150)}`,
      );
  } else lines.push(...previousBudgets.filter((line) => !isApiBudget(line)));
  lines.push('');
  writeReportText(out, lines, previous);
}

/**
 * @param {string} out
 * @param {string[]} lines
 * @param {string} previous
 */
function writeReportText(out, lines, previous) {
  writeFileSync(out, [lines.join('\n').trimEnd(), ...keptSections(previous)].join('\n\n') + '\n');
}

/**
 * The first-rows table of bench/web-lists.mjs, with its run's command and load, as RESULTS.md has it.
 * @param {import('./web-lists.mjs').ListScreenResult[]} lists
 * @param {WebResults['listsRun']} [run]
 */
export function listScreensTable(lists, run) {
  const lines = [];
  if (run) {
    const load = (/** @type {number[]} */ l) => l.map((v) => v.toFixed(1)).join(' / ');
    lines.push(
      `Run ${run.at} with \`${run.command}\`; load average at its start ${load(run.loadAverageAtStart)}, ` +
        `at its end ${load(run.loadAverageAtEnd)}.`,
      '',
    );
  }
  const runs = Math.max(...lists.map((l) => l.desktop.samples.length));
  const phoneRuns = Math.max(...lists.map((l) => l.phone.samples.length));
  lines.push(
    'Playwright driving the same Chromium, a cold browser context per run, signed in by cookie: time from the ' +
      `start of navigation to the list's first rows (or its empty state) on screen, median of ${runs} runs after a ` +
      `warm-up, and of ${phoneRuns} with 4x CPU slowdown (a mid-range phone). A tab named in the address (?aba=) is ` +
      'opened by it; a tab clicked ("clicked") is pressed once the page\'s list is on screen and counted from ' +
      'the press; a search is typed once the list is on screen and counted from the ' +
      "typing to the search's own rows (its 300 ms pause included).",
    '',
    '| screen | path | shown | ms | ms, 4x CPU slowdown | budget <= 1000 ms |',
    '|---|---|---|---:|---:|---|',
  );
  for (const l of lists) {
    lines.push(
      `| ${l.name} | ${l.path}${l.tab ? ` (${l.tab})` : ''} | ${l.state} | ${l.desktop.median.toFixed(0)} | ` +
        `${l.phone.median.toFixed(0)} | ${pass(l.desktop.median <= 1000)} |`,
    );
  }
  return lines;
}
