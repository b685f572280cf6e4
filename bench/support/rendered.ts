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
