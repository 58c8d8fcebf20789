// Time from a tap to its dialog on screen, in Debian's Chromium driven by Playwright on the big city,
// as a phone sends the tap (a 412 x 915 touch screen): for each dialog whose code comes when it is
// first opened, a cold browser context opens the page signed in, waits for the button and 1.5 s
// more (the page settled, the button not reached before), and taps it. A script installed before the
// page's own code takes the time of the tap's touchstart and of the first frame after a dialog is
// in the page. With --against, a second build is measured in turn with the first (alternating which
// goes first), to compare before and after on the same machine at the same moment.
// Usage: node bench/web-dialogs.mjs [--db <sqlite file>] [--web-dist <dir>] [--against <dir>]
//   [--runs 6] [--throttle 1] (Chromium's CPU slowdown factor) [--only text] [--port 4701]
import path from 'node:path';
import { chromium } from '@playwright/test';
import { browserCookie, CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/load.mjs';
import { benchDir, signInEveryRole, sqliteUrl, startServer } from './lib/server-process.mjs';

/**
 * @typedef {{ name: string, as: import('./lib/server-process.mjs').Role, path: string,
 *   button: string | RegExp }} DialogCase
 */

/** @type {DialogCase[]} */
const CASES = [
  { name: "patient's QR code", as: 'patient', path: '/prescriptions', button: /QR Code/ },
  { name: "patient's report form", as: 'patient', path: '/dashboard', button: /Reportar foco/ },
  { name: "doctor's new prescription", as: 'doctor', path: '/dashboard', button: 'Nova Receita' },
  { name: "reception's no documents", as: 'reception', path: '/dashboard', button: 'Sem Documentos' },
  { name: "unit's reset code", as: 'hospital', path: '/hospital-panel', button: 'Redefinir senha de acesso' },
];

/* global window, document, MutationObserver, requestAnimationFrame -- the functions below run in the browser */
/** @typedef {{ __tappedAt?: number, __dialogAt?: number }} TapMarks */

/** Runs in the page before its own code: the tap's moment, and the first frame with a dialog. */
function watchTap() {
  const marks = /** @type {Window & TapMarks} */ (window);
  window.addEventListener('touchstart', () => (marks.__tappedAt ??= performance.now()), { capture: true });
  let seen = false;
  new MutationObserver(() => {
    if (seen || marks.__tappedAt === undefined || !document.querySelector('[role="dialog"]')) return;
    seen = true;
    // The frame that draws the dialog, then the end of its task.
    requestAnimationFrame(() => setTimeout(() => (marks.__dialogAt = performance.now()), 0));
  }).observe(document, { childList: true, subtree: true });
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} cookie a `name=value` session cookie
 * @param {DialogCase} dialog
 * @param {number} throttle
 */
async function tapToDialog(browser, origin, cookie, dialog, throttle) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addCookies([browserCookie(cookie, origin)]);
    await context.addInitScript(watchTap);
    const page = await context.newPage();
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await page.goto(origin + dialog.path);
    const button = page.getByRole('button', { name: dialog.button }).first();
    await button.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await button.tap();
    await page.waitForFunction(
      () => /** @type {Window & TapMarks} */ (window).__dialogAt !== undefined,
      null,
      { timeout: 30_000 },
    );
    return await page.evaluate(() => {
      const marks = /** @type {Window & TapMarks} */ (window);
      return (marks.__dialogAt ?? NaN) - (marks.__tappedAt ?? NaN);
    });
  } finally {
    await context.close();
  }
}

/** @param {string} name */
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const db = path.resolve(arg('--db') ?? path.join(benchDir, 'data/city.db'));
const runs = Number(arg('--runs') ?? 6);
const throttle = Number(arg('--throttle') ?? 1);
const only = arg('--only');
const port = Number(arg('--port') ?? 4701);
const builds = [arg('--web-dist'), arg('--against')]
  .map((dir, i) => (i === 0 || dir ? { dir: dir && path.resolve(dir), port: port + i } : null))
  .filter((b) => b !== null);

const servers = [];
for (const build of builds) {
  const server = await startServer({
    databaseUrl: sqliteUrl(db),
    port: build.port,
    extraEnv: build.dir ? { WEB_DIST: build.dir } : {},
  });
  servers.push({ ...build, server, cookies: await signInEveryRole(server.client) });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const label = (/** @type {{ dir?: string }} */ b) => path.basename(b.dir ?? 'dist');
  console.log(`| dialog | ${servers.map((s) => `${label(s)} ms`).join(' | ')} |`);
  console.log(`|---|${servers.map(() => '---:').join('|')}|`);
  for (const dialog of CASES.filter((c) => !only || c.name.includes(only))) {
    /** @type {number[][]} */
    const samples = servers.map(() => []);
    for (let run = 0; run < runs; run++) {
      const order = servers.map((_, i) => i);
      if (run % 2) order.reverse();
      for (const i of order) {
        const s = servers[i];
        if (!s) continue;
        const origin = `http://127.0.0.1:${s.port}`;
        samples[i]?.push(await tapToDialog(browser, origin, s.cookies[dialog.as], dialog, throttle));
      }
    }
    const cells = samples.map((ms) => `${Math.round(median(ms))} (${ms.map(Math.round).join(' ')})`);
    console.log(`| ${dialog.name}${throttle > 1 ? `, ${throttle}x CPU` : ''} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
}
