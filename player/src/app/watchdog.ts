/**
 * Safety valves for a wall that is never closed.
 *
 * - Soft reload: every `refresh` minutes the screen is fetched again and re-rendered in place (no page
 *   reload, so no black frame, and the last screen stays if the fetch fails).
 * - Heap watchdog: where `performance.memory` exists (Chromium), a used JS heap above the threshold
 *   for two samples in a row reloads the page as a last resort.
 */

export const DEFAULT_HEAP_LIMIT_MB = 1_024;
export const HEAP_SAMPLE_MS = 60_000;

interface MemoryInfo {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

export function readHeapMb(): number | null {
  const memory = (performance as unknown as { memory?: MemoryInfo }).memory;
  if (!memory || typeof memory.usedJSHeapSize !== 'number') return null;
  return memory.usedJSHeapSize / (1024 * 1024);
}

/** The limit: the configured value, or 80% of the engine's heap limit when lower than the default. */
export function heapLimitMb(configured: number): number {
  if (configured > 0) return configured;
  const memory = (performance as unknown as { memory?: MemoryInfo }).memory;
  const engine = memory?.jsHeapSizeLimit
    ? (memory.jsHeapSizeLimit / (1024 * 1024)) * 0.8
    : Number.POSITIVE_INFINITY;
  return Math.min(DEFAULT_HEAP_LIMIT_MB, engine);
}

export function startHeapWatchdog(
  limitMb: number,
  onExceeded: () => void = () => window.location.reload(),
  read: () => number | null = readHeapMb,
  sampleMs = HEAP_SAMPLE_MS,
): () => void {
  if (read() === null) return () => {};
  let strikes = 0;
  const timer = setInterval(() => {
    const used = read();
    if (used === null) return;
    strikes = used > limitMb ? strikes + 1 : 0;
    if (strikes >= 2) {
      clearInterval(timer);
      console.warn(`[player] heap ${Math.round(used)} MB over ${Math.round(limitMb)} MB: reloading`);
      onExceeded();
    }
  }, sampleMs);
  return () => clearInterval(timer);
}

/** Calls `reload` every `minutes` (nothing when 0). Returns a stop function. */
export function startSoftReload(minutes: number, reload: () => void): () => void {
  if (!(minutes > 0)) return () => {};
  const timer = setInterval(reload, minutes * 60_000);
  return () => clearInterval(timer);
}
