import { fileURLToPath } from 'node:url';
import { vitePluginForArco } from '@arco-plugins/vite-react';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = `http://127.0.0.1:${process.env.SERVER_PORT ?? 8080}`;

export default defineConfig({
  // Each Arco component brings its own stylesheet into the chunk that uses it, instead of the whole
  // library's CSS on every page (the login needs a few components, not all of them).
  plugins: [react(), vitePluginForArco({ style: 'css' })],
  // sockjs-client (the realtime transport) refers to Node's `global`.
  define: { global: 'globalThis' },
  resolve: {
    alias: {
      'resize-observer-polyfill': fileURLToPath(new URL('./src/app/resize-observer.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/front': server,
      '/files': server,
      '/realtime': { target: server, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // A lazy page's chunks are not listed in the first script for preloading: the lists were 7 KB (gzip) of
    // the login page, and fetching a page's imports as the browser finds them cost 50 ms at 150 ms RTT
    // (2,404 against 2,352 ms to the worker list, medians of 5). Styles are still loaded with the page.
    modulePreload: { resolveDependencies: () => [] },
    rolldownOptions: {
      // b-validate (Arco's form rules) has no side effects but does not say so: without this, Arco's English
      // texts, which the login loads for one table of messages, brought every rule with them.
      treeshake: { moduleSideEffects: (id) => (/[\\/]b-validate[\\/]/.test(id) ? false : undefined) },
    },
  },
});
