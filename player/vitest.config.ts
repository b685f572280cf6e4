import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'player',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Isolated, unlike the console's: sharing a worker's modules across files breaks Preact's hooks in
    // them. After the console, whose workers keep their modules, not beside it.
    sequence: { groupOrder: 1 },
  },
});
