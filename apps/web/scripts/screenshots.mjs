/**
 * Screenshots of the public pages at phone and desktop widths, for a visual check of a build.
 * Serve apps/web/dist first (e.g. `npm run preview -w @saude/web`), then:
 *   BASE_URL=http://localhost:4173 OUT_DIR=/tmp/shots node scripts/screenshots.mjs
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4173';
const OUT_DIR = process.env.OUT_DIR ?? 'screenshots';
const PAGES = (
  process.env.PAGES ??
  '/,/system-access,/login,/secsaude,/hospital-login,/public-authority-access,/public-authority-login'
).split(',');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR', serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') console.log(`[${viewport.name}] console: ${msg.text()}`);
    });
    for (const path of PAGES) {
      await page.goto(BASE_URL + path, { waitUntil: 'networkidle' });
      // Evaluated in the page: wait until the session check has finished.
      await page.waitForFunction("!document.body.innerText.includes('Carregando...')", null, {
        timeout: 10_000,
      });
      const name = `${viewport.name}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.png`;
      await page.screenshot({ path: join(OUT_DIR, name), fullPage: process.env.FULL_PAGE !== '0' });
      console.log(`saved ${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
