import { expect, type Page } from '@playwright/test';
import { login } from './session';

// What the designer's end-to-end tests share: the canvas, the screen list, and opening a new screen.

export const canvas = (page: Page) => page.getByTestId('designer-canvas');

/** The row of the custom-screen list showing this screen. */
export const screenRow = (page: Page, screenName: string) =>
  page.locator('.arco-table-tr').filter({ has: page.getByText(screenName, { exact: true }) });

/** The canvas zoom (a view scale: stored geometry is in document pixels). */
export async function zoomOf(page: Page): Promise<number> {
  return Number(await canvas(page).getAttribute('data-zoom'));
}

/** Drags a widget type from the palette to a document point of the canvas. */
export async function dragFromPalette(page: Page, type: string, x: number, y: number): Promise<void> {
  const zoom = await zoomOf(page);
  await page
    .locator(`[data-widget-type="${type}"]`)
    .dragTo(canvas(page), { targetPosition: { x: x * zoom, y: y * zoom } });
}

/**
 * As the manager: adds a screen from the list, opens it with 设计, and answers its id. The name gets the
 * time after it: names are unique in a project, and a retried test adds its screen again.
 */
export async function openNewScreen(page: Page, name: string): Promise<string> {
  const screenName = `${name}${Date.now()}`;
  await login(page, 'manager', '/electronic-display/custom-screen');
  await page.getByRole('button', { name: '新建大屏' }).click();
  await page.getByTestId('screen-name-input').fill(screenName);
  await page.getByTestId('screen-name-submit').click();
  await screenRow(page, screenName).getByRole('button', { name: '设计' }).click();
  await expect(page.getByTestId('designer')).toBeVisible();
  await expect(page).toHaveURL(/\/electronic-display\/custom-screen\/designer\//);
  return /designer\/([^/?#]+)/.exec(page.url())![1]!;
}
