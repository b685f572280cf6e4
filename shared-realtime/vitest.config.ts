import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'shared-realtime', include: ['src/**/*.test.ts'], passWithNoTests: true },
});
