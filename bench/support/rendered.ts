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
    __firstWidgetMs?: number;
  }
}

/**
 * From the next navigation on, notes in `window.__firstWidgetMs` the first frame in which a component box
 * shows something other than its loading state, in ms from navigation. Read once a frame, as the page
 * paints: a mutation observer's work on every change of a 100-widget wall slowed the wall it measured.
 */
export const noteFirstWidget = (page: Page) =>
  // A string, not a function: tsx wraps named functions in a helper the page does not have.
  page.addInitScript({
    content: `requestAnimationFrame(function check() {
      const painted = [...document.querySelectorAll('.pw-component')].some(
        (box) => box.childElementCount > 0 && !box.querySelector('[data-state="loading"]'),
      );
      if (painted) window.__firstWidgetMs = performance.now();
      else requestAnimationFrame(check);
    });`,
  });

/** The time `noteFirstWidget` noted, once there is one. */
export async function firstWidgetMs(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => window.__firstWidgetMs, undefined, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}
