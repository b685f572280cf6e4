import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    globalSetup: ['src/test/global-setup.ts'],
    include: ['src/**/*.test.ts'],
    // Each file starts its own server and database; PGlite start-up is CPU-bound, so keep few in parallel.
    maxWorkers: 2,
    pool: 'threads',
    // The app's modules load once per worker, not once per file (a third of the stage on 2 cores,
    // 2026-11-30); each file still starts its own app and database.
    isolate: false,
    // Runs after the jsdom projects, not beside them.
    sequence: { groupOrder: 2 },
    // Limits against a hang, not a speed check: on a slow 2-core machine a simulator round on PostgreSQL
    // took over 20 s (2026-11-29).
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
