import { expect, test } from '@playwright/test';
import { login } from './support/session';

test('switching language changes the menu titles and the page title, and is remembered', async ({ page }) => {
  await login(page, 'admin', '/manage/team-management');
  await expect(page.getByTestId('top-menu-Manage')).toHaveText('项目管理');
  await expect(page).toHaveTitle('班组管理 - 智慧工地示范平台');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.getByTestId('top-menu-Manage')).toHaveText('Project management');
  await expect(page).toHaveTitle('Teams - 智慧工地示范平台');

  await page.reload();
  await expect(page.getByTestId('top-menu-Manage')).toHaveText('Project management');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-option-ja').click();
  await expect(page.getByTestId('top-menu-Manage')).not.toHaveText('Project management');
});

test('without a stored preference the browser language decides', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'es-ES', baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByTestId('language-switch')).toContainText('Español');
  await context.close();
});

/** Chooses the console's language as the switch does, by its cookie, before the pages load. */
async function useLanguage(page: import('@playwright/test').Page, language: string, baseURL: string) {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
}

test('Spanish sidebar labels fit their place; no label is cut', async ({ page, baseURL }) => {
  await useLanguage(page, 'es', baseURL!);
  await login(page, 'admin');
  for (const path of [
    '/log/protocol-reporting-log',
    '/real-name/personnel-list',
    '/safety-construction/dust-noise',
  ]) {
    await page.goto(path);
    const labels = page.locator('.app-sidebar__menu .app-sidebar__label');
    await expect(labels.first()).toBeVisible();
    const cut = await labels.evaluateAll((nodes) =>
      nodes
        .filter((label) => {
          // The text itself, not its box: a cut label's box ends at the item, its text runs on hidden.
          const text = document.createRange();
          text.selectNodeContents(label);
          const place = label.parentElement?.getBoundingClientRect();
          return place !== undefined && text.getBoundingClientRect().right > place.right + 0.5;
        })
        .map((label) => label.textContent),
    );
    expect(cut, path).toEqual([]);
  }
});

test('Japanese pagination and English device kinds read as those languages', async ({ page, baseURL }) => {
  await useLanguage(page, 'ja', baseURL!);
  await login(page, 'admin', '/real-name/personnel-list');
  const pager = page.locator('.arco-pagination').first();
  await expect(pager).toContainText('件/ページ');
  await expect(pager).not.toContainText('記事');
  await expect(pager).toContainText('ページへ');

  await useLanguage(page, 'en', baseURL!);
  await page.goto('/index/dashboard');
  const kinds = page.getByTestId('dashboard-devices').locator('tbody .arco-table-td:first-child');
  // Until the devices answer, the table's one cell says "No data".
  await expect.poll(() => kinds.allTextContents()).toContain('Tower cranes');
  expect((await kinds.allTextContents()).join('')).not.toMatch(/\p{Script=Han}/u);
});
