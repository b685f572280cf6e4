import { expect, test } from '@playwright/test';
import { login } from './support/session';

test('a site manager sees only the menus his resource codes permit', async ({ page }) => {
  await login(page, 'manager');
  const menu = page.getByTestId('top-menu');
  await expect(menu.getByTestId('top-menu-Manage')).toBeVisible();
  await expect(menu.getByTestId('top-menu-RealName')).toBeVisible();
  await expect(menu.getByTestId('top-menu-VehicleManage')).toBeAttached();
  for (const hidden of ['EnterpriseAgreement', 'EpidemicControl', 'Ai', 'Educate', 'Log']) {
    await expect(menu.getByTestId(`top-menu-${hidden}`)).toHaveCount(0);
  }

  // A page he does not hold is refused by the guard even when typed in.
  await page.goto('/log/system-operation-log');
  await expect(page).toHaveURL(/\/404$/);
});

test('a parent route redirects to its first permitted child', async ({ page }) => {
  await login(page, 'manager');
  await page.getByTestId('top-menu-ElectronicDisplay').click();
  // He does not hold led (cLedManager), the first child, but holds custom-screen.
  await expect(page).toHaveURL(/\/electronic-display\/custom-screen$/);
});

test('a user without resources lands on the no-permission page', async ({ page }) => {
  await login(page, 'nobody');
  await expect(page).toHaveURL(/\/no-permission\/index$/);
  // No menus: nothing to scroll in the top bar, no empty sidebar column.
  await expect(page.getByTestId('top-menu').getByRole('button')).toHaveCount(0);
  await expect
    .poll(() => page.locator('.app-column').evaluate((column) => column.getBoundingClientRect().left))
    .toBeLessThan(2);
  await page.goto('/manage/project-info');
  await expect(page).toHaveURL(/\/no-permission\/index$/);
  // Leaving asks again for his resources: still none, so he is told, and he can sign out from here.
  await page.getByTestId('no-permission-home').click();
  await expect(page.locator('.arco-message-warning')).toContainText('仍没有任何权限');
  await expect(page).toHaveURL(/\/no-permission\/index$/);
  await page.getByTestId('no-permission-logout').click();
  await expect(page).toHaveURL(/\/login/);
});

test('a user without an enabled project is told so', async ({ page }) => {
  await login(page, 'noproject');
  await expect(page.getByText('账号没有启用的项目！')).toBeVisible();
  await page.getByTestId('no-project-logout').click();
  await expect(page).toHaveURL(/\/login/);
});
