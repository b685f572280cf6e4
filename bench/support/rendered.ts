import type { Page } from '@playwright/test';

/**
 * Until a wall's component boxes are mounted (`count` of them, or any) and none still shows its
 * loading state. `polling` in ms: the render benchmark reads it every frame.
 */
export const allRendered = (page: Page, count?: number, polling = 100) =>
  page.waitForFunction(
    (expected) => {
      const boxes = document.querySelectorAll('.pw-component').length;
      return (
        (expected === null ? boxes > 0 : boxes === expected) &&
        document.querySelectorAll('.pw-component [data-state="loading"]').length === 0
      );
    },
    count ?? null,
    { timeout: 60_000, polling },
  );

declare global {
  interface Window {
    __rendering?: RenderingTimes;
  }
}

/** When, in ms from navigation, a wall's boxes first showed something other than their loading state. */
export interface RenderingTimes {
  /** The first box. */
  first?: number;
  /** Every box but those of the types allowed to finish later (charts and the map). */
  allButLater?: number;
  /** Every box. */
  all?: number;
  /** The layout shift score of the page so far: boxes that move as they finish add to it. */
  layoutShift: number;
}

/**
 * From the next navigation on, notes in `window.__rendering` the frames in which the first box, every
 * box but those of `laterTypes`, and every box (`count` of them) show something other than their loading
 * state, and the page's layout shifts. Read once a frame, as the page paints, until every box is done: a
 * mutation observer's work on every change of a 100-widget wall slowed the wall it measured.
 */
export const noteRendering = (page: Page, count: number, laterTypes: readonly string[]) =>
  // A string, not a function: tsx wraps named functions in a helper the page does not have.
  page.addInitScript({
    content: `(() => {
      const later = new Set(${JSON.stringify(laterTypes)});
      const times = { layoutShift: 0 };
      window.__rendering = times;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) times.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      requestAnimationFrame(function check() {
        const boxes = [...document.querySelectorAll('.pw-component')];
        const done = (box) => box.childElementCount > 0 && !box.querySelector('[data-state="loading"]');
        const now = performance.now();
        if (times.first === undefined && boxes.some(done)) times.first = now;
        if (boxes.length === ${count}) {
          const waiting = boxes.filter((box) => !done(box));
          if (times.allButLater === undefined && waiting.every((box) => later.has(box.dataset.type))) times.allButLater = now;
          if (waiting.length === 0) times.all = now;
        }
        if (times.all === undefined) requestAnimationFrame(check);
      });
    })();`,
  });

/** The times `noteRendering` noted, once every box is done. */
export async function renderingTimes(page: Page): Promise<Required<RenderingTimes>> {
  const handle = await page.waitForFunction(
    () => (window.__rendering?.all === undefined ? undefined : window.__rendering),
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  return (await handle.jsonValue()) as Required<RenderingTimes>;
}
