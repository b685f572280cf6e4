import { expect, type Page, test } from '@playwright/test';
import { clickBeside } from './support/click-beside';
import { login } from './support/session';

// Seeded by the server's demo data (server/src/seed/screens.ts, screen-showcase.ts).
const DEMO_SCREEN = '城南安置房一期工程 项目大屏';
const SHOWCASE_SCREEN = '全部组件展示';

const row = (page: Page, screenName: string) =>
  page.locator('.arco-table-tr').filter({ has: page.getByText(screenName, { exact: true }) });

const confirmDialog = (page: Page) => page.locator('.arco-modal').filter({ hasText: '是否继续' });

async function nameScreen(page: Page, screenName: string): Promise<void> {
  await page.getByTestId('screen-name-input').fill(screenName);
  await page.getByTestId('screen-name-submit').click();
  await expect(page.getByTestId('screen-name-input')).toBeHidden();
}

test('screens are added, renamed, copied, published, played with a key and deleted', async ({ page }) => {
  await login(page, 'manager', '/electronic-display/custom-screen');
  const list = page.getByTestId('custom-screen-page');
  await expect(list).toContainText(DEMO_SCREEN);
  await expect(list).toContainText(SHOWCASE_SCREEN);

  await page.getByRole('button', { name: '新建大屏' }).click();
  await page.getByTestId('screen-name-submit').click();
  await expect(page.getByText('请输入大屏名称', { exact: true }).last()).toBeVisible();
  // Names are unique in a project: a taken one is refused beside the field, and the dialog keeps it.
  await page.getByTestId('screen-name-input').fill(DEMO_SCREEN);
  await page.getByTestId('screen-name-submit').click();
  await expect(page.locator('.arco-modal .arco-form-message')).toHaveText('大屏名称已存在');
  await expect(page.getByTestId('screen-name-input')).toHaveValue(DEMO_SCREEN);
  // A retried test adds its screen again: the time keeps its name free.
  const screenName = `端到端大屏${Date.now()}`;
  await nameScreen(page, screenName);
  await expect(row(page, screenName)).toContainText('未发布');

  await row(page, screenName).getByRole('button', { name: '重命名' }).click();
  await expect(page.getByTestId('screen-name-input')).toHaveValue(screenName);
  await nameScreen(page, `${screenName}-改名`);
  await expect(row(page, `${screenName}-改名`)).toBeVisible();

  // The new screen's canvas is empty; the copy of the demo screen has widgets for the wall to show.
  await row(page, DEMO_SCREEN).getByRole('button', { name: '复制' }).click();
  const copyName = `${DEMO_SCREEN}-副本`;
  await expect(row(page, copyName)).toContainText('未发布');
  await row(page, copyName).getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(row(page, copyName)).not.toContainText('未发布');

  await row(page, copyName).getByRole('button', { name: '播放密钥' }).click();
  const keys = page.getByTestId('playback-keys');
  await page.getByTestId('key-name-input').fill('大厅显示屏');
  await page.getByTestId('key-create').click();
  const link = await page.getByTestId('wall-link').inputValue();
  expect(link).toMatch(/\/player\/\?screen=[^&]+&key=.+/);
  // The key is shown this once: a click beside the dialog must not close it.
  await clickBeside(page);
  await expect(page.getByTestId('wall-link')).toBeVisible();
  await expect(page.getByTestId('wall-link')).toHaveValue(link);
  await expect(keys.locator('.arco-table-tr', { hasText: '大厅显示屏' })).toBeVisible();

  const wall = await page.context().newPage();
  await wall.goto(link);
  await expect(wall.locator('.pw-component').first()).toBeVisible();

  await keys.getByRole('button', { name: '撤销' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('撤销成功')).toBeVisible();
  await expect(keys).toContainText('暂无密钥');
  await wall.reload();
  await expect(wall.getByRole('alert')).toContainText('播放密钥无效或已被撤销');
  await page.keyboard.press('Escape');

  for (const made of [copyName, `${screenName}-改名`]) {
    await row(page, made).getByRole('button', { name: '删除' }).click();
    await expect(confirmDialog(page)).toContainText('此操作将永久删除该大屏, 是否继续?');
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(row(page, made)).toHaveCount(0);
  }
  await expect(row(page, DEMO_SCREEN)).toBeVisible();
});

test('预览 plays the draft in the designer, as its own preview does', async ({ page }) => {
  await login(page, 'manager', '/electronic-display/custom-screen');
  await row(page, SHOWCASE_SCREEN).getByTestId('screen-preview').click();
  const preview = page.getByTestId('designer-preview');
  await expect(preview.locator('.pw-component').first()).toBeVisible();
  await expect(page.getByTestId('playback-keys')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
});
