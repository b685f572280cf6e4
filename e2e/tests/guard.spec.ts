import { expect, test } from '@playwright/test';
import { login, submitLogin } from './support/session';

test('an anonymous deep link goes to /login with the full path and returns there after login', async ({
  page,
}) => {
  await page.goto('/manage/team-management?tab=2#top');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/manage/team-management?tab=2#top');

  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/manage\/team-management\?tab=2#top$/);
  await expect(page.getByTestId('top-menu')).toBeVisible();
  await expect(page).toHaveTitle('班组管理 - 智慧工地示范平台');
});

test('a logged-in user visiting /login goes on to the first permitted page', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/index\/dashboard$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('the login page keeps the default name on a domain without branding', async ({ page, baseURL }) => {
  // Branding is seeded for the host name localhost only.
  await page.goto(`${baseURL!.replace('localhost', '127.0.0.1')}/login`);
  await expect(page.getByTestId('login-brand')).toHaveText('项目管理平台');
});

test('a wrong password gets a clear message and keeps the form filled', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-name').fill('admin');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-name')).toHaveValue('admin');
});

test('an empty field is named under it and nothing is sent until both are filled', async ({ page }) => {
  await page.goto('/login');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/front/auth/')) calls.push(request.url());
  });
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
  await expect(page.getByTestId('login-name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('login-name').fill('admin');
  await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toHaveCount(0);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
  expect(calls).toEqual([]);

  await page.getByTestId('login-password').fill('admin123');
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('top-menu')).toBeVisible();
});

test('the 500 page returns by itself to where the user was once the server answers again', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/contractor');
  // The browser loses the server: every API call fails as a refused connection would.
  await page.route('**/front/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page).toHaveURL(/\/500\?redirect=%2Fmanage%2Fcontractor$/);
  await expect(page.locator('.arco-message-error').first()).toHaveText('无法连接服务器，请检查网络后重试');
  await expect(page.getByTestId('error-page-500')).toContainText('服务恢复后将自动返回刚才的页面');

  await page.unroute('**/front/**');
  await expect(page.getByText('服务已恢复')).toBeVisible({ timeout: 20_000 });
  // The failed first load ended the session (seed 000 §4): the login returns to the same page.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmanage%2Fcontractor$/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/manage\/contractor$/);
});
