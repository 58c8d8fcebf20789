import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The city-scale journeys (tests/city/) run against a generated city on a server of their own. */
const CITY_PORT = Number(process.env.E2E_CITY_PORT ?? PORT + 1);
const CITY_URL = `http://127.0.0.1:${CITY_PORT}`;
const serverEnv = {
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  ...(process.env.SERVER_ENTRY ? { SERVER_ENTRY: process.env.SERVER_ENTRY } : {}),
};

/** Debian's Chromium, with the flags this environment needs (no background network, no sandbox as root). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per port, so several runs can go on side by side.
  outputDir: `./test-results/${PORT}`,
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: [/phone\.spec\.ts/, /city\//],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /phone\.spec\.ts/,
      testIgnore: /city\//,
    },
    {
      name: 'city',
      // No trace: it snapshots the whole page at every action, and these pages hold thousands of rows.
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: CITY_URL, trace: 'off' },
      testMatch: /city\/.*\.spec\.ts/,
      // Paging a whole city's list by hand takes longer than a demo journey: over 3 minutes for the
      // department's patients on a slow machine of this kind.
      timeout: 420_000,
    },
  ],
  webServer: [
    {
      command: 'node start-server.mjs',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT), ...serverEnv },
    },
    {
      // Generates the city first (a few seconds at 5%), then starts the server on it.
      command: 'node start-city-server.mjs',
      url: `${CITY_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_CITY_PORT: String(CITY_PORT), ...serverEnv },
    },
  ],
});
