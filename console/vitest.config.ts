import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Tests load Arco's CommonJS build: the parts of it the app imports by their ES path must be that
    // build's too, or a context the app provides would not be the one Arco's components read.
    alias: [
      {
        find: /^@arco-design\/web-react\/es\/(ConfigProvider\/context|Modal\/config)$/,
        replacement: '@arco-design/web-react/lib/$1',
      },
    ],
  },
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one Arco per worker, not per file: building them was most of the run (322 s against
    // 49 s on 2 cores, 2026-11-30). The project's own modules still load afresh per file (setup.ts).
    isolate: false,
    // Arco's forms and dialogs render slowly in jsdom on a shared machine: a dialog test took over 5 s
    // while the run's first files were starting (2026-12-02).
    testTimeout: 30_000,
  },
});
