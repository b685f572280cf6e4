import { afterAll } from 'vitest';

// jsdom lacks a few browser APIs the player touches; tests get harmless stand-ins.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const scope = globalThis as unknown as Record<string, unknown>;
if (!scope.ResizeObserver) scope.ResizeObserver = NoopResizeObserver;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// Preact runs effects after the next paint: a frame or at most 35 ms, then a timeout. One scheduled by a
// file's last render must run before jsdom is torn down, where cancelAnimationFrame no longer exists and
// the timer would end the run with an uncaught error.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
