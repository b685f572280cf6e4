import { expect, test } from '@playwright/test';
import { clickBeside } from './support/click-beside';
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

test('the sidebar toggle is disabled on the dashboard, whose breadcrumb says 首页 once', async ({ page }) => {
  await login(page, 'admin');
  await expect(page).toHaveURL(/\/index\/dashboard$/);
  await expect(page.getByTestId('sidebar-toggle')).toBeDisabled();
  await expect(page.getByTestId('breadcrumb')).toHaveText('首页');
});

test('the help button opens the help document in a new tab, searchable by name', async ({ page }) => {
  await login(page, 'manager', '/manage/project-info');
  const [help] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('help-button').click()]);
  await expect(help).toHaveURL(/\/help-document$/);
  await expect(help).toHaveTitle(/^帮助文档 - /);
  // The first document is open at once.
  await expect(help.getByTestId('help-document-name')).toHaveText('登录与切换项目');
  await expect(help.getByTestId('help-document-content')).toContainText('系统默认进入列表中的第一个项目');

  await help.getByPlaceholder('搜索目录或文档名称').fill('设备');
  await help.keyboard.press('Enter');
  const tree = help.getByTestId('help-tree');
  await expect(tree).toContainText('人脸识别设备接入');
  await expect(tree).not.toContainText('自定义大屏入门');
  await tree.getByText('人脸识别设备接入').click();
  await expect(help.getByTestId('help-document-name')).toHaveText('人脸识别设备接入');

  // A search without a match leaves no document of the previous search on screen.
  await help.getByPlaceholder('搜索目录或文档名称').fill('没有这样的文档');
  await help.keyboard.press('Enter');
  await expect(help.getByTestId('help-document-name')).toHaveCount(0);
});

/** Texts of the visible table cells that run over more than one line. */
async function wrappedCells(page: import('@playwright/test').Page, scope: string): Promise<string[]> {
  return page.locator(`${scope} .arco-table-td`).evaluateAll((cells) => {
    const wrapped: string[] = [];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) wrapped.push(node.textContent ?? '');
      }
    }
    return wrapped;
  });
}

test('the task centre keeps dates and times on one line at 1440 px, filters by file name and names downloads as the server does', async ({
  page,
}) => {
  // One rule for every table of the console (styles.css); the task centre's seeded tasks show it.
  await login(page, 'admin', '/index/dashboard');
  await page.getByTestId('task-centre-button').click();
  const centre = page.getByTestId('task-centre');
  await expect(centre.locator('.arco-pagination-total-text')).toBeVisible();
  await expect(centre.locator('.arco-table-td').first()).toBeVisible();
  expect(await wrappedCells(page, '[data-testid="task-centre"]')).toEqual([]);

  // The filters: a file name no task has lists none; 重置 lists them all again.
  const rows = centre.locator('tbody .arco-table-tr');
  await centre.getByTestId('task-filter-fileName').locator('input').fill('没有这个文件');
  await centre.getByTestId('task-search').click();
  await expect(centre).toContainText('暂无任务');
  await centre.getByRole('button', { name: '重置' }).click();
  await expect(centre.getByTestId('task-filter-fileName').locator('input')).toHaveValue('');
  await expect(rows.filter({ hasText: '人员信息导出.xlsx' })).not.toHaveCount(0);

  // A finished export downloads under the name the server gives in content-disposition.
  const row = centre.locator('.arco-table-tr', { hasText: '人员信息导出.xlsx' });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe('人员信息导出.xlsx');

  // It only shows tasks: a click beside it closes it, as the dialogs that hold no typing do.
  await clickBeside(page);
  await expect(centre).toHaveCount(0);
});

test('the profile page has no empty sidebar column; a top menu wider than its place scrolls with arrows', async ({
  page,
}) => {
  await login(page, 'admin', '/profile/index');
  await expect(page.getByTestId('profile-page')).toBeVisible();
  await expect
    .poll(() => page.locator('.app-column').evaluate((column) => column.getBoundingClientRect().left))
    .toBeLessThan(2);
  await expect(page.getByTestId('sidebar-toggle')).toBeDisabled();
  // At 1440 px the admin's twelve sections do not fit: the arrows show and move the strip.
  const menu = page.getByTestId('top-menu');
  await expect(menu.getByRole('button', { name: /^向(左|右)滚动$/ })).toHaveCount(2);
  const strip = menu.locator('.top-menu__strip');
  await menu.getByRole('button', { name: '向右滚动' }).click();
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
