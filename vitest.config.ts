import { defineConfig } from 'vitest/config';

// Every package keeps its own vitest.config.ts; one run from the root covers them all.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
    // Both cores, not vitest's default of one on 2 cores. Projects run side by side share this count.
    maxWorkers: 2,
  },
});
