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
