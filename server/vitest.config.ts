import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    globalSetup: ['src/test/global-setup.ts'],
    include: ['src/**/*.test.ts'],
    // Each file starts its own server and database; PGlite start-up is CPU-bound, so keep few in parallel.
    maxWorkers: 2,
    pool: 'threads',
    // Runs after the jsdom projects, which keep vitest's default worker count.
    sequence: { groupOrder: 1 },
    // Limits against a hang, not a speed check: on a slow 2-core machine a simulator round on PostgreSQL
    // took over 20 s (2026-11-29).
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
