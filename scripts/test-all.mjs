// The whole test suite, in the order a failure is cheapest to find:
// lint, typecheck, unit and API tests on SQLite, the web app's unit tests, the same API tests on
// PostgreSQL when TEST_DATABASE_URL is set, the production build, system tests (crash safety,
// several servers), then end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';

/** @type {[name: string, command: string, args: string[], env?: Record<string, string>][]} */
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit and API tests (SQLite)',
    'npm',
    ['run', 'test', '-w', '@saude/shared', '-w', '@saude/server'],
    { TEST_DATABASE_URL: '' },
  ],
  // The browser's code, in a simulated DOM: a step of its own, so that a run on another Node.js
  // (.ci/run) can leave it out, as nothing in it depends on the version of Node.js.
  ['web unit tests', 'npm', ['run', 'test', '-w', '@saude/web']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests (PostgreSQL)',
    'npm',
    ['run', 'test', '-w', '@saude/server'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped.');
}
steps.push(['build', 'npm', ['run', 'build']]);
// The built server as real processes: SIGKILLs under load (short run, 3 kills per database) and, with
// TEST_DATABASE_URL, two servers on one PostgreSQL database. They build their own bundle.
steps.push(['system tests (crash, several servers)', 'npm', ['run', 'test:system'], { CRASH_CYCLES: '3' }]);
steps.push(['end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']]);

// `npm test -- lint "unit and API"` runs only the steps whose names start with one of the words given.
const only = process.argv.slice(2);
const started = Date.now();
console.log(`Node.js ${process.version}`);
for (const [name, cmd, args, env] of steps) {
  if (only.length > 0 && !only.some((prefix) => name.startsWith(prefix))) continue;
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
