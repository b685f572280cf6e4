import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = `http://127.0.0.1:${process.env.SERVER_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  // sockjs-client (the realtime transport) refers to Node's `global`.
  define: { global: 'globalThis' },
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
  },
});
