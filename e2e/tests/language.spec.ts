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
