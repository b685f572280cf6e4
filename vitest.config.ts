import { defineConfig } from 'vitest/config';

// Every package keeps its own vitest.config.ts; one run from the root covers them all.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
  },
});
