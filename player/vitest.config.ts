import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'player',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
