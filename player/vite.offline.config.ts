import { defineConfig } from 'vite';

// The wall's service worker, built after the player into the same dist as one classic script at a
// fixed address (/player/sw.js): a worker cannot import the player's chunks, and older Chromium on TV
// boxes does not run module workers.
export default defineConfig({
  base: '/player/',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    lib: { entry: 'src/offline/sw.ts', formats: ['iife'], name: 'wallOffline', fileName: () => 'sw.js' },
  },
});
