// First rows of every list screen, in Debian's Chromium driven by Playwright, on the big city: the time
// from the start of navigation (a cold browser context each run, signed in by its session cookie) to
// the list's first rows, or its empty state, on screen. The list component marks its state
// (data-paged-list); a script installed before the page's own code records the moment it first says
// "rows" or "empty". Measured as is on this machine, and with Chromium's 4x CPU slowdown (a mid-range
// phone, as Lighthouse's mobile preset assumes). Budget: first rows within 1 s of navigation (of the
// press, for a tab clicked on an open page; of the typing, for a search).
// Usage: node bench/web-lists.mjs [--db <sqlite file>] [--runs 5] [--phone-runs 5] [--port 4394]
//   [--only name,name] [--web-dist <dir>] (another build of the web app, to compare before and after)
//   [--save] (writes the figures into bench/data/results/web.json and bench/RESULTS.md; without a
//   web.json there, prints the table for RESULTS.md)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { cpf } from './lib/city-words.mjs';
import { browserCookie, CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/load.mjs';
import {
  BENCH_PASSWORD,
  benchDir,
  signIn,
  signInEveryRole,
  sqliteUrl,
  startServer,
} from './lib/server-process.mjs';
import { listScreensTable, writeReport } from './report.mjs';

/** @typedef {import('./lib/server-process.mjs').Role | 'reception'} ScreenRole */
/**
 * A list screen: opened at `path` (a tab named in the address, ?aba=, is opened by it); then, like a
 * person would, a `tab` clicked once the page's list is on screen (its accessible name starts with it)
 * and a `search` typed into the field labelled `field`. With a tab the rows looked for are those of
 * the active tab panel and the figure is the time from the press on the tab; with a search it is the
 * time from the typing to the search's own rows (the debounce included); otherwise from the navigation.
 * @typedef {object} ListScreen
 * @property {string} name
 * @property {string} path
 * @property {ScreenRole} as
 * @property {string} [tab]
 * @property {string} [search]
 * @property {string} [field]
 */
/** @typedef {{ median: number; samples: number[] }} Timing */
/**
 * @typedef {ListScreen & { desktop: Timing; state: string | null | undefined; phone: Timing }} ListScreenResult
 */
/**
 * What watchFirstRows leaves on the page's window: the selector it waits for (none: not armed yet),
 * when it matched and the state it showed.
 * @typedef {{ __firstRowsAt?: number; __firstRowsState?: string | null; __firstRowsSelector?: string;
 *   __firstRowsCheck?: () => void; __tabPressedAt?: number }} FirstRowsMarks
 */

const SHOWN = ':is([data-paged-list="rows"], [data-paged-list="empty"])';
/** A search's own rows: not the previous ones kept on screen while it loads (data-paged-list-stale). */
const SEARCHED = ':is([data-paged-list="rows"]:not([data-paged-list-stale]), [data-paged-list="empty"])';

/** The medical-data search of the department, by patient name and by CID-10 code. */
const MEDICAL_DATA_FIELD = 'Buscar por paciente, médico, texto ou CID-10';

/** @type {ListScreen[]} */
export const LIST_SCREENS = [
  { name: 'patient appointments', path: '/appointments', as: 'patient' },
  { name: 'patient prescriptions', path: '/prescriptions', as: 'patient' },
  { name: 'patient records', path: '/medical-records', as: 'patient' },
  { name: 'patient vaccines', path: '/medical-records?aba=vacinas', as: 'patient' },
  { name: 'patient exams', path: '/medical-records?aba=exames', as: 'patient' },
  { name: 'patient reports', path: '/reports', as: 'patient' },
  { name: 'patient access log', path: '/quem-acessou-meus-dados', as: 'patient' },
  { name: 'doctor today', path: '/dashboard', as: 'doctor' },
  { name: 'doctor agenda', path: '/appointments', as: 'doctor' },
  { name: 'doctor prescriptions', path: '/prescriptions', as: 'doctor' },
  { name: 'doctor records', path: '/medical-records', as: 'doctor' },
  { name: 'doctor vaccines', path: '/medical-records?aba=vacinas', as: 'doctor' },
  { name: 'doctor exams', path: '/medical-records?aba=exames', as: 'doctor' },
  { name: 'reception check-in', path: '/dashboard', as: 'reception' },
  { name: 'reception appointments', path: '/appointments', as: 'reception' },
  { name: 'unit queue', path: '/hospital-panel', as: 'hospital' },
  { name: 'unit doctors', path: '/hospital-panel?aba=medicos', as: 'hospital' },
  { name: 'unit staff', path: '/hospital-panel?aba=equipe', as: 'hospital' },
  { name: 'unit prescriptions', path: '/hospital-panel?aba=receitas', as: 'hospital' },
  { name: 'unit exams', path: '/hospital-panel?aba=exames', as: 'hospital' },
  { name: 'unit vaccines', path: '/hospital-panel?aba=vacinas', as: 'hospital' },
  {
    name: 'unit patients: "silva"',
    path: '/hospital-panel?aba=pacientes',
    as: 'hospital',
    search: 'silva',
    field: 'Nome, CPF ou cartão SUS',
  },
  { name: 'department users', path: '/users-management', as: 'department' },
  { name: 'department patients', path: '/users-management?aba=patients', as: 'department' },
  { name: 'department units', path: '/health-units-management', as: 'department' },
  { name: 'department appointments', path: '/appointments', as: 'department' },
  { name: 'department unit admins', path: '/admin?aba=hospital-admins', as: 'department' },
  { name: 'department authorities', path: '/admin?aba=public-authorities', as: 'department' },
  { name: 'department pharmacies', path: '/admin?aba=pharmacies', as: 'department' },
  { name: 'department reports', path: '/admin?aba=reports', as: 'department' },
  { name: 'department messages sent', path: '/admin?aba=messages', as: 'department' },
  { name: 'department audit trail', path: '/admin?aba=audit-trail', as: 'department' },
  { name: 'department medical data', path: '/admin?aba=medical-data', as: 'department' },
  {
    name: 'medical data: "silva"',
    path: '/admin?aba=medical-data',
    as: 'department',
    search: 'silva',
    field: MEDICAL_DATA_FIELD,
  },
  {
    name: 'medical data: "J45"',
    path: '/admin?aba=medical-data',
    as: 'department',
    search: 'J45',
    field: MEDICAL_DATA_FIELD,
  },
  { name: 'authority people', path: '/public-authority-panel', as: 'authority' },
  // Tabs clicked on a page already open, as a person moves from one tab to the next: counted from the
  // press on the tab (its list and code may have been asked for while the page was shown).
  { name: 'patient vaccines, clicked', path: '/medical-records', as: 'patient', tab: 'Vacinas' },
  { name: 'patient exams, clicked', path: '/medical-records', as: 'patient', tab: 'Exames' },
  { name: 'doctor exams, clicked', path: '/medical-records', as: 'doctor', tab: 'Exames' },
  { name: 'unit doctors, clicked', path: '/hospital-panel', as: 'hospital', tab: 'Médicos' },
  { name: 'unit staff, clicked', path: '/hospital-panel', as: 'hospital', tab: 'Equipe' },
  { name: 'unit prescriptions, clicked', path: '/hospital-panel', as: 'hospital', tab: 'Receitas' },
  { name: 'unit exams, clicked', path: '/hospital-panel', as: 'hospital', tab: 'Exames' },
  { name: 'unit vaccines, clicked', path: '/hospital-panel', as: 'hospital', tab: 'Vacinas' },
  { name: 'department patients, clicked', path: '/users-management', as: 'department', tab: 'Pacientes' },
  { name: 'department reports, clicked', path: '/admin?aba=messages', as: 'department', tab: 'Relatórios' },
  { name: 'medical data: exams, clicked', path: '/admin?aba=medical-data', as: 'department', tab: 'Exames' },
];

/* global window, document, location, MutationObserver, Element -- the functions below run in the browser */
/**
 * Runs in the page before its own scripts: notes when the list it is armed for (a selector) first
 * shows its rows or its emptiness. Unarmed (no selector) until the bench has clicked or typed.
 * @param {string | null} selector
 */
function watchFirstRows(selector) {
  const marks = /** @type {Window & FirstRowsMarks} */ (window);
  if (selector) marks.__firstRowsSelector = selector;
  marks.__firstRowsCheck = () => {
    const armed = marks.__firstRowsSelector;
    const shown = marks.__firstRowsAt === undefined && armed && document.querySelector(armed);
    if (shown) {
      marks.__firstRowsAt = performance.now();
      marks.__firstRowsState = shown.getAttribute('data-paged-list');
    }
  };
  const observer = new MutationObserver(() => marks.__firstRowsCheck?.());
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  // When a tab was pressed (the event's own time, before any of the page's handlers ran).
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[role="tab"]'))
        marks.__tabPressedAt = event.timeStamp;
    },
    { capture: true },
  );
}

/**
 * Arms the watcher for `selector`, from now on.
 * @param {{ selector: string }} arg
 */
function arm({ selector }) {
  const marks = /** @type {Window & FirstRowsMarks} */ (window);
  marks.__firstRowsSelector = selector;
  marks.__firstRowsAt = undefined;
  marks.__firstRowsCheck?.();
}

/** @param {string} text */
const startingWith = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * One visit of a screen: navigation (from its start), then the tab click and the typing if any.
 * Returns the milliseconds to the rows (from the typing for a search) and the state they showed.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {ListScreen} screen
 * @param {string} cookie
 * @param {number} throttle CPU slowdown factor
 */
async function firstRows(browser, origin, screen, cookie, throttle) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const wait = { timeout: 30_000 };
  const shown = () => /** @type {Window & FirstRowsMarks} */ (window).__firstRowsAt !== undefined;
  try {
    await context.addCookies([browserCookie(cookie, origin)]);
    const direct = !screen.tab && !screen.search;
    await context.addInitScript(watchFirstRows, direct ? SHOWN : null);
    const page = await context.newPage();
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit' });
    if (screen.tab) {
      // The page's own list first, as a person sees the page before choosing another tab.
      await page.locator(SHOWN).first().waitFor(wait);
      const tab = page.getByRole('tab', { name: startingWith(screen.tab) });
      // The rows of the panel this tab opens: until the click has rendered, the active panel is the
      // previous tab's, whose rows are already on screen.
      const panel = await tab.getAttribute('aria-controls', wait);
      await tab.click(wait);
      await page.evaluate(arm, { selector: `[id="${panel}"][data-state="active"] ${SHOWN}` });
    }
    let from = 0;
    if (screen.search && screen.field) {
      const field = page.getByLabel(screen.field, { exact: true });
      await field.waitFor(wait);
      // The list before the search settles first (if it has one), so the search is timed alone.
      if (await page.locator('[data-paged-list]').count()) {
        await page.locator(SHOWN).first().waitFor(wait);
      }
      const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.has('q'), wait);
      from = await page.evaluate(() => performance.now());
      await field.fill(screen.search);
      await asked;
      await page.evaluate(arm, { selector: SEARCHED });
    }
    await page.waitForFunction(shown, null, wait);
    return await page.evaluate(
      ({ start, fromPress }) => {
        const marks = /** @type {Window & FirstRowsMarks} */ (window);
        const from = fromPress ? (marks.__tabPressedAt ?? NaN) : start;
        return { ms: (marks.__firstRowsAt ?? NaN) - from, state: marks.__firstRowsState };
      },
      { start: from, fromPress: Boolean(screen.tab) },
    );
  } catch (error) {
    // A screen that never shows its list is reported as such, not allowed to stop the others, with
    // what its page showed instead (its lists' states, its address, its alerts).
    const shownInstead = await context
      .pages()[0]
      ?.evaluate(() => ({
        url: location.pathname + location.search,
        lists: Array.from(document.querySelectorAll('[data-paged-list]'), (e) =>
          e.getAttribute('data-paged-list'),
        ),
        alerts: Array.from(document.querySelectorAll('[role="alert"]'), (e) => e.textContent?.trim()),
      }))
      .catch(() => null);
    console.error(
      `  ${screen.name}: ${error instanceof Error ? error.message.split('\n')[0] : error}; ` +
        `the page showed ${JSON.stringify(shownInstead)}`,
    );
    return { ms: NaN, state: 'timeout' };
  } finally {
    await context.close();
  }
}

/**
 * @param {object} options
 * @param {string} options.databaseUrl
 * @param {number} options.port
 * @param {(message: string) => void} options.log
 * @param {number} [options.runs] measured runs per screen as is, after one warm-up visit
 * @param {number} [options.phoneRuns] measured runs per screen with the CPU slowed down (as many by default)
 * @param {(screen: ListScreen) => boolean} [options.only] the screens to measure (all by default)
 * @param {string | false} [options.webDist] the web build to serve (the server's own by default)
 */
export async function listScreensSuite({
  databaseUrl,
  port,
  log,
  runs = 5,
  phoneRuns = runs,
  only = () => true,
  webDist,
}) {
  const server = await startServer({ databaseUrl, port, extraEnv: webDist ? { WEB_DIST: webDist } : {} });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const origin = `http://127.0.0.1:${port}`;
  try {
    /** @type {Record<ScreenRole, string>} */
    const cookies = {
      ...(await signInEveryRole(server.client)),
      // The city's staff number 5 (every fifth) works at a reception desk.
      reception: await signIn(server.client, '/api/auth/staff/login', {
        cpf: cpf(2, 5),
        password: BENCH_PASSWORD,
      }),
    };
    /** @type {ListScreenResult[]} */
    const results = [];
    for (const screen of LIST_SCREENS.filter(only)) {
      /**
       * @param {number} throttle
       * @param {number} times
       */
      const measure = async (throttle, times) => {
        const samples = [];
        for (let i = 0; i < times; i++) {
          samples.push(await firstRows(browser, origin, screen, cookies[screen.as], throttle));
        }
        const timing = {
          median: median(samples.map((s) => s.ms)),
          samples: samples.map((s) => Math.round(s.ms)),
        };
        return { timing, state: samples[0]?.state };
      };
      // One warm-up visit (the server's statement cache, the OS file cache), then the measured runs.
      await firstRows(browser, origin, screen, cookies[screen.as], 1);
      const desktop = await measure(1, runs);
      const phone = await measure(4, phoneRuns);
      // The state shown is the one of the last (slowed-down) runs.
      /** @type {ListScreenResult} */
      const r = { ...screen, desktop: desktop.timing, state: phone.state, phone: phone.timing };
      log(
        `  ${screen.name.padEnd(28)} ${screen.path.padEnd(30)} first ${r.state}: ` +
          `${Math.round(r.desktop.median)} ms (4x CPU slowdown ${Math.round(r.phone.median)} ms)`,
      );
      results.push(r);
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.join(benchDir, 'web-lists.mjs');
if (isMain) {
  /** @param {string} name */
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const db = path.resolve(arg('--db') ?? path.join(benchDir, 'data/city.db'));
  const names = arg('--only')?.split(',');
  const loadAverageAtStart = os.loadavg();
  const lists = await listScreensSuite({
    databaseUrl: sqliteUrl(db),
    port: Number(arg('--port') ?? 4394),
    log: console.log,
    runs: Number(arg('--runs') ?? 5),
    phoneRuns: Number(arg('--phone-runs') ?? arg('--runs') ?? 5),
    only: (screen) => !names || names.some((n) => screen.name.includes(n)),
    webDist: arg('--web-dist') && path.resolve(arg('--web-dist') ?? ''),
  });
  // --save: these figures replace the list table of web.json (the rest of it kept), and the report
  // is written again, so the table holds the figures of one run.
  if (process.argv.includes('--save') && !names) {
    const resultsDir = path.join(benchDir, 'data/results');
    const file = path.join(resultsDir, 'web.json');
    // The lists' own run (the rest of web.json may come from another one).
    const listsRun = {
      at: new Date().toISOString(),
      command: `node bench/web-lists.mjs ${process.argv.slice(2).join(' ')}`,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg(),
    };
    if (!existsSync(file)) {
      // Without the web part's own figures here, the report cannot be written again without losing
      // its Lighthouse tables: the table is printed, to take into RESULTS.md by hand.
      console.log(['', ...listScreensTable(lists, listsRun), ''].join('\n'));
    } else {
      const web = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(file, JSON.stringify({ ...web, lists, listsRun }, null, 2) + '\n');
      writeReport({
        resultsDir,
        out: path.join(benchDir, 'RESULTS.md'),
        read: (f) => readFileSync(f, 'utf8'),
      });
      console.log('wrote bench/data/results/web.json and bench/RESULTS.md');
    }
  }
}
