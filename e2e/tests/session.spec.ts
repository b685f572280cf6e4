import { expect, test } from '@playwright/test';
import { callApi, login, storedToken, submitLogin } from './support/session';

test('logging out revokes the session on the server and returns to login with the redirect', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/contractor');
  const token = await storedToken(page);
  expect((await callApi(page, '/front/user/queryCurrent', {}, token)).code).toBe(200);

  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanage%2Fcontractor/);

  const answer = await callApi(page, '/front/user/queryCurrent', {}, token);
  expect(answer.code).toBe(401);
});

test('a call answered 401 asks to log in again, and logging in again works', async ({ page }) => {
  await login(page, 'admin', '/manage/project-info');
  await expect(page.getByTestId('task-centre-button')).toBeVisible();
  // The session ends elsewhere (another tab logs out): the page's next call is answered 401. Reloading
  // makes that call certain; a background call answered first shows the same box.
  const token = await storedToken(page);
  expect((await callApi(page, '/front/auth/logout', { clientType: 'WEB_SITE_C' }, token)).code).toBe(200);
  await page.reload();

  const confirm = page.locator('.arco-modal').filter({ hasText: '你已退出登录' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('确认退出');
  await expect(confirm.getByRole('button', { name: '取消' })).toBeVisible();

  await confirm.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanage%2Fproject-info/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/manage\/project-info$/);
  expect((await callApi(page, '/front/user/queryCurrent', {}, await storedToken(page))).code).toBe(200);
});

test('a save answered 401 is offered again in the same dialog after logging in again', async ({ page }) => {
  await login(page, 'admin', '/manage/district-management');
  const areaName = `E2E会话${Date.now() % 100000}`;
  const areaInput = page.getByTestId('resource-form').getByTestId('form-areaName').locator('input');
  await page.getByTestId('resource-add').click();
  await areaInput.fill(areaName);
  // The session ends elsewhere while the form is being filled in.
  const token = await storedToken(page);
  expect((await callApi(page, '/front/auth/logout', { clientType: 'WEB_SITE_C' }, token)).code).toBe(200);
  await page.getByTestId('resource-submit').click();
  await page
    .locator('.arco-modal')
    .filter({ hasText: '你已退出登录' })
    .getByRole('button', { name: '重新登录' })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanage%2Fdistrict-management$/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/manage\/district-management$/);

  await page.getByTestId('resource-add').click();
  await expect(page.getByTestId('form-draft')).toContainText('上次未能保存的内容已恢复');
  await expect(areaInput).toHaveValue(areaName);
  await page.getByTestId('resource-submit').click();
  await expect(page.locator('.arco-message-success')).toContainText('新增成功');
  await expect(page.getByTestId('resource-table')).toContainText(areaName);
});

test('the profile dialog saves the user name and shows the server message', async ({ page }) => {
  await login(page, 'manager');
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('user-menu-profile').click();
  const name = page.getByTestId('profile-user-name');
  await name.fill('');
  await page.getByTestId('profile-submit').click();
  // An empty name is refused on the form, nothing is sent.
  await expect(page.getByTestId('profile-form').locator('.arco-form-message')).toBeVisible();

  // A refusal of the server is said by the field's label, beside the field, and breaks nothing.
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await name.fill('王经理');
  await page.getByTestId('profile-email').fill('not-an-email');
  await page.getByTestId('profile-submit').click();
  await expect(page.locator('.arco-message-error')).toContainText('邮箱格式错误');
  await expect(page.getByTestId('profile-form').locator('.arco-form-message')).toHaveText('格式错误');
  await page.getByTestId('profile-email').fill('');
  await page.getByTestId('profile-submit').click();
  await expect(page.locator('.arco-message-success')).toContainText('修改成功');
  await expect(page.getByTestId('user-dropdown')).toContainText('王经理');
  expect(errors).toEqual([]);
});

test('changing the password checks the confirmation and the old password', async ({ page }) => {
  await login(page, 'manager');
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('user-menu-password').click();
  await expect(page.getByTestId('password-login-name')).toHaveValue('manager');
  await expect(page.getByTestId('password-old')).toHaveAttribute('type', 'password');

  await page.getByTestId('password-old').fill('manager123');
  await page.getByTestId('password-new').fill('manager456');
  await page.getByTestId('password-confirm').fill('manager789');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('两次输入密码不一致!')).toBeVisible();

  await page.getByTestId('password-old').fill('not-my-password');
  await page.getByTestId('password-confirm').fill('manager456');
  await page.getByTestId('password-submit').click();
  await expect(page.locator('.arco-message')).toContainText('原密码错误');
});

test('switching role narrows the menus to that role, closes the tabs and replaces the token', async ({
  page,
}) => {
  await login(page, 'manager', '/manage/contractor');
  await expect(page.getByTestId('top-menu-Manage')).toBeVisible();
  const before = await storedToken(page);

  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('user-menu-roles').hover();
  // Signed in, he acts with all his roles: that is what is marked.
  await expect(page.getByTestId('user-menu-all-roles').locator('.user-menu__current-role')).toBeVisible();
  await page.getByTestId('user-menu-role-role-safety').click();
  // Switching closes his tabs: asked first, told after.
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-success')).toContainText('已切换到角色');

  await expect(page).toHaveURL(/\/index\/dashboard$/);
  await expect(page.getByTestId('top-menu-SafetyConstruction')).toBeVisible();
  await expect(page.getByTestId('top-menu-Manage')).toHaveCount(0);
  await expect(page.getByTestId('tags-view-item')).toHaveText(['首页']);
  expect((await callApi(page, '/front/user/queryCurrent', {}, before)).code).toBe(401);
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('user-menu-roles').hover();
  await expect(
    page.getByTestId('user-menu-role-role-safety').locator('.user-menu__current-role'),
  ).toBeVisible();
});

test('the avoid-login page carries the domain’s branding in its title', async ({ page }) => {
  await page.goto('/avoid-login');
  await expect(page).toHaveTitle('免密登录 - 智慧工地示范平台');
});
