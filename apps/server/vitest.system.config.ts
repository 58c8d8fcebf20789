import { defineConfig } from 'vitest/config';

// System tests: the built server as real processes (crash safety, several servers on one database).
// One file at a time, since each starts servers and kills them.
export default defineConfig({
  test: {
    include: ['system-tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['system-tests/global-setup.ts'],
    fileParallelism: false,
    // As the browser journeys on CI: a test that fails once and passes again is reported as flaky,
    // one that fails twice fails the run. (Once, a two-worker crash run on PostgreSQL stopped
    // answering for 140 s and then passed four times in a row on the same build.)
    retry: process.env.CI ? 1 : 0,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
