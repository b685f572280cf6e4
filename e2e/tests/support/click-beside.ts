import type { Page } from '@playwright/test';

/** Arco's dialogs and drawers take this long to close (their fade and zoom transitions). */
const CLOSING_MS = 400;

/**
 * Clicks the dimmed page beside an open dialog or drawer, then lets a closing transition end: what is
 * checked next sees whether the click closed it, not the dialog on its way out.
 */
export async function clickBeside(page: Page): Promise<void> {
  await page.mouse.click(8, 8);
  await page.waitForTimeout(CLOSING_MS + 100);
}
