// First rows of every list screen, in Debian's Chromium driven by Playwright, on the big city: the time
// from the start of navigation (a cold browser context each run, signed in by its session cookie) to
// the list's first rows, or its empty state, on screen. The list component marks its state
// (data-paged-list); a script installed before the page's own code records the moment it first says
// "rows" or "empty". Measured as is on this machine, and with Chromium's 4x CPU slowdown (a mid-range
// phone, as Lighthouse's mobile preset assumes). Budget: first rows within 1 s of navigation.
// Usage: node bench/web-lists.mjs [--db <sqlite file>] [--runs 5]
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from './lib/load.mjs';
import { benchDir, signInEveryRole, sqliteUrl, startServer } from './lib/server-process.mjs';

/**
 * @typedef {object} ListScreen
 * @property {string} name
 * @property {string} path
 * @property {import('./lib/server-process.mjs').Role} as
 */
/** @typedef {{ median: number; samples: number[] }} Timing */
/**
 * @typedef {ListScreen & { desktop: Timing; state: string | null | undefined; phone: Timing }} ListScreenResult
 */
/**
 * What watchFirstRows leaves on the page's window.
 * @typedef {{ __firstRowsAt?: number; __firstRowsState?: string | null }} FirstRowsMarks
 */

/** @type {ListScreen[]} */
export const LIST_SCREENS = [
  { name: 'patient prescriptions', path: '/prescriptions', as: 'patient' },
  { name: 'patient appointments', path: '/appointments', as: 'patient' },
  { name: 'patient records', path: '/medical-records', as: 'patient' },
  { name: 'patient reports', path: '/reports', as: 'patient' },
  { name: 'doctor agenda', path: '/appointments', as: 'doctor' },
  { name: 'doctor prescriptions', path: '/prescriptions', as: 'doctor' },
  { name: 'doctor records', path: '/medical-records', as: 'doctor' },
  { name: 'hospital queue', path: '/hospital-panel', as: 'hospital' },
  { name: 'department users', path: '/users-management', as: 'department' },
  { name: 'department units', path: '/health-units-management', as: 'department' },
  { name: 'authority people', path: '/public-authority-panel', as: 'authority' },
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/* global window, document, MutationObserver -- the two functions below run in the browser */
/** Runs in the page before its own scripts: notes when the first list shows its rows or its emptiness. */
function watchFirstRows() {
  const marks = /** @type {Window & FirstRowsMarks} */ (window);
  const seen = () => document.querySelector('[data-paged-list="rows"], [data-paged-list="empty"]');
  const observer = new MutationObserver(() => {
    const shown = marks.__firstRowsAt === undefined && seen();
    if (shown) {
      marks.__firstRowsAt = performance.now();
      marks.__firstRowsState = shown.getAttribute('data-paged-list');
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * @param {string} header a `name=value` cookie
 * @param {string} url
 */
const cookieOf = (header, url) => {
  const [name = '', ...rest] = header.split('=');
  return { name, value: rest.join('='), url };
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {ListScreen} screen
 * @param {string} cookie
 * @param {number} throttle CPU slowdown factor
 */
async function firstRows(browser, origin, screen, cookie, throttle) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    await context.addCookies([cookieOf(cookie, origin)]);
    await context.addInitScript(watchFirstRows);
    const page = await context.newPage();
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => /** @type {Window & FirstRowsMarks} */ (window).__firstRowsAt !== undefined,
      null,
      { timeout: 30_000 },
    );
    return page.evaluate(() => {
      const marks = /** @type {Window & FirstRowsMarks} */ (window);
      return { ms: marks.__firstRowsAt ?? NaN, state: marks.__firstRowsState };
    });
  } finally {
    await context.close();
  }
}

/**
 * @param {object} options
 * @param {string} options.databaseUrl
 * @param {number} options.port
 * @param {(message: string) => void} options.log
 * @param {number} [options.runs] measured runs per screen and speed, after one warm-up
 */
export async function listScreensSuite({ databaseUrl, port, log, runs = 5 }) {
  const server = await startServer({ databaseUrl, port });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const cookies = await signInEveryRole(server.client);
    /** @type {ListScreenResult[]} */
    const results = [];
    for (const screen of LIST_SCREENS) {
      /** @param {number} throttle */
      const measure = async (throttle) => {
        // One warm-up visit (the server's statement cache, the OS file cache), then the measured runs.
        await firstRows(browser, origin, screen, cookies[screen.as], throttle);
        const samples = [];
        for (let i = 0; i < runs; i++) {
          samples.push(await firstRows(browser, origin, screen, cookies[screen.as], throttle));
        }
        const timing = {
          median: median(samples.map((s) => s.ms)),
          samples: samples.map((s) => Math.round(s.ms)),
        };
        return { timing, state: samples[0]?.state };
      };
      const desktop = await measure(1);
      const phone = await measure(4);
      // The state shown is the one of the last (slowed-down) runs.
      /** @type {ListScreenResult} */
      const r = { ...screen, desktop: desktop.timing, state: phone.state, phone: phone.timing };
      log(
        `  ${screen.name.padEnd(24)} ${screen.path.padEnd(26)} first ${r.state}: ` +
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
  await listScreensSuite({
    databaseUrl: sqliteUrl(db),
    port: 4394,
    log: console.log,
    runs: Number(arg('--runs') ?? 5),
  });
}
