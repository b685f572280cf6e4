/**
 * Stands in for resize-observer-polyfill, which Arco imports (see vite.config.ts): every browser the
 * console supports has ResizeObserver, so the polyfill's 2.4 KB (gzip) would load on every page for none.
 */
export default globalThis.ResizeObserver;
