import { expect, test } from '@playwright/test';
import { login } from './support/session';

// The console's own screen page and the hidden demo pages (seed 000 §2, §8).
const DEMO_SCREEN = 'screen-demo';

test.describe('/custom-screen-page', () => {
  test('plays a published screen for the signed-in user, without a key', async ({ page }) => {
    await login(page, 'manager', `/custom-screen-page?screenId=${DEMO_SCREEN}`);
    await expect(page.getByTestId('screen-page-stage').locator('*').first()).toBeVisible();
    await expect(page.getByTestId('screen-page-stage')).toContainText('城南安置房一期工程');
  });

  test('a load failure stays on the page with a retry, never on /500', async ({ page }) => {
    await login(page, 'manager', '/');
    await page.route('**/front/siteCustomScreen/playBySession', (route) => route.abort('connectionfailed'));
    await page.goto(`/custom-screen-page?screenId=${DEMO_SCREEN}`);
    await expect(page.getByTestId('screen-page-error')).toBeVisible();
    await expect(page).toHaveURL(/\/custom-screen-page/);
    await page.unroute('**/front/siteCustomScreen/playBySession');
    await page.getByTestId('screen-page-retry').click();
    await expect(page.getByTestId('screen-page-stage')).toContainText('城南安置房一期工程');
  });

  test('a screen that does not exist is told on the page', async ({ page }) => {
    await login(page, 'manager', '/custom-screen-page?screenId=no-such-screen');
    await expect(page.getByTestId('screen-page-error')).toContainText('大屏不存在');
    await expect(page).toHaveURL(/\/custom-screen-page/);
  });
});

test('/icon finds icons by name and copies the one clicked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'admin', '/icon');
  await page.getByPlaceholder('按名称搜索图标').fill('arrow up');
  await expect(page.locator('[data-testid^="icon-"]')).toHaveCount(1);
  await page.getByTestId('icon-IconArrowUp').click();
  await expect(page.getByText('已复制 IconArrowUp')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('IconArrowUp');
});

test('/clipboard copies the text, and says so when the browser refuses', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'admin', '/clipboard');
  await page.getByTestId('clipboard-copy').click();
  await expect(page.getByText('请输入要复制的文字')).toBeVisible();
  await page.getByTestId('clipboard-text').fill('塔吊编号 TC-01');
  await page.getByTestId('clipboard-copy').click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('塔吊编号 TC-01');

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.getByTestId('clipboard-copy').click();
  await expect(page.getByText('复制失败：浏览器不允许访问剪贴板')).toBeVisible();
});

test('/error opens the 401, 404 and 500 views', async ({ page }) => {
  await login(page, 'admin', '/error');
  for (const code of ['401', '404', '500']) {
    await page.getByTestId(`error-demo-${code}`).click();
    await expect(page).toHaveURL(new RegExp(`/${code}$`));
    await page.goBack();
    await expect(page.getByTestId('error-demo-page')).toBeVisible();
  }
});

test('/error-log is off by default and keeps unhandled errors where config.json enables it', async ({
  page,
}) => {
  await login(page, 'admin', '/error-log');
  await expect(page.getByTestId('error-log-disabled')).toBeVisible();

  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { commonBaseUrl: '', siteBaseUrl: '', socketUrl: '/realtime', errorLog: true } }),
  );
  await page.goto('/error');
  await page.getByTestId('error-demo-throw').click();
  await page.getByTestId('error-demo-reject').click();
  await page.getByTestId('error-demo-log').click();
  const rows = page.getByTestId('error-log-table').locator('tbody .arco-table-tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('这是错误页面演示制造的错误');
  await expect(rows.first()).toContainText('/error');
  await page.getByTestId('error-log-clear').click();
  await expect(page.getByTestId('error-log-table')).toContainText('暂无未处理的错误');
});
