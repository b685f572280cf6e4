import { expect, test } from '@playwright/test';
import { login } from './support/session';

test('the tags bar keeps visited pages, and its context menu closes others and all', async ({ page }) => {
  await login(page, 'admin', '/manage/project-info');
  await page.getByTestId('sidebar-item-Contractor').click();
  await page.getByTestId('sidebar-item-TeamManagement').click();
  const tags = page.getByTestId('tags-view-item');
  await expect(tags).toHaveText(['首页', '项目信息', '参建单位', '班组管理']);

  await tags.filter({ hasText: '参建单位' }).click({ button: 'right' });
  await page.getByTestId('tags-menu-close-others').click();
  // The home tag is affixed and survives.
  await expect(tags).toHaveText(['首页', '参建单位']);
  await expect(page).toHaveURL(/\/manage\/contractor$/);

  await tags.filter({ hasText: '参建单位' }).click({ button: 'right' });
  await page.getByTestId('tags-menu-close-all').click();
  await expect(tags).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/index\/dashboard$/);
});

test('the sidebar closes below 992 px and its toggle opens it over the page', async ({ page }) => {
  await login(page, 'admin', '/manage/project-info');
  // Closed, the sidebar slides out to the left (its border may stay a pixel in view).
  const sidebarLeft = () => page.getByTestId('sidebar').evaluate((node) => node.getBoundingClientRect().left);
  await expect.poll(sidebarLeft).toBe(0);

  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(sidebarLeft).toBeLessThan(-100);
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(sidebarLeft).toBe(0);
  // On a narrow screen, a route change closes it again.
  await page.getByTestId('sidebar-item-Contractor').click();
  await expect(page).toHaveURL(/\/manage\/contractor$/);
  await expect.poll(sidebarLeft).toBeLessThan(-100);
});

test('the sidebar toggle is disabled on the dashboard', async ({ page }) => {
  await login(page, 'admin');
  await expect(page).toHaveURL(/\/index\/dashboard$/);
  await expect(page.getByTestId('sidebar-toggle')).toBeDisabled();
});

test('the help button opens the help document in a new tab, searchable by name', async ({ page }) => {
  await login(page, 'manager', '/manage/project-info');
  const [help] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('help-button').click()]);
  await expect(help).toHaveURL(/\/help-document$/);
  await expect(help).toHaveTitle(/^帮助文档 - /);
  // The first document is open at once.
  await expect(help.getByTestId('help-document-name')).toHaveText('登录与切换项目');
  await expect(help.frameLocator('[data-testid="help-document-content"]').locator('body')).toContainText(
    '系统默认进入列表中的第一个项目',
  );

  await help.getByPlaceholder('搜索目录或文档名称').fill('设备');
  await help.keyboard.press('Enter');
  const tree = help.getByTestId('help-tree');
  await expect(tree).toContainText('人脸识别设备接入');
  await expect(tree).not.toContainText('自定义大屏入门');
  await tree.getByText('人脸识别设备接入').click();
  await expect(help.getByTestId('help-document-name')).toHaveText('人脸识别设备接入');
});
