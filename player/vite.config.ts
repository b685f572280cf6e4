import { defineConfig } from 'vite';

// The player is a Preact app; anything that asks for React gets preact/compat.
export default defineConfig({
  base: '/player/',
  // sockjs-client (the realtime transport) refers to Node's `global`.
  define: { global: 'globalThis' },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // A widget's lazy view is named after its folder, so bundle reports say which widget costs what.
        chunkFileNames: (chunk) => {
          const widget = chunk.facadeModuleId?.match(/widgets\/([\w-]+)\/view\.tsx$/)?.[1];
          return widget ? `assets/widget-${widget}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
