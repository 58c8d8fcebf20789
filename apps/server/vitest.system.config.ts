import { defineConfig } from 'vitest/config';

// System tests: the built server as real processes (crash safety, several servers on one database).
// One file at a time, since each starts servers and kills them.
export default defineConfig({
  test: {
    include: ['system-tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['system-tests/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
