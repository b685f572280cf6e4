import type { Locator, Page } from '@playwright/test';

/** Opens an Arco select (a form item or the select itself) and picks the option of exactly that text. */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.locator('.arco-select-view').click();
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .getByText(option, { exact: true })
    .click();
}
