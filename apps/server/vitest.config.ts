import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // The files share their workers' modules: each builds its own app and database, and the modules
    // keep no state outside them (their caches are keyed by app or database). Importing the app
    // again for every file took longer than the tests themselves.
    isolate: false,
    // Every core: the tests wait on their databases as much as they compute.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
