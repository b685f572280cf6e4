import { expect, type Page, test } from '@playwright/test';
import { LED_API } from '@site/shared-schema';
import { clickBeside } from './support/click-beside';
import { login } from './support/session';

// The LED programs of 城南安置房一期工程 (project 1): three seeded screens, two of 192×64 and one of 128×32.
const PAGE_PATH = '/electronic-display/led';

const table = (page: Page) => page.getByTestId('led-table');
/** Arco's number input puts the test id on the input itself or on its wrapper, by version. */
const xOfFirstText = (page: Page) =>
  page.getByTestId('led-item-x-0').locator('xpath=descendant-or-self::input');
const rowOf = (page: Page, name: string) => table(page).locator('tbody .arco-table-tr', { hasText: name });

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(rowOf(page, '安全生产标语')).toBeVisible();
});

test('adds a program with a live preview, refuses a text outside the screen, then sends it', async ({
  page,
}) => {
  const name = `E2E节目${Date.now()}`;
  await page.getByTestId('led-add').click();
  await page.getByTestId('led-name').fill(name);
  await page.getByTestId('led-item-content-0').fill('文明施工');
  // The preview draws what is typed at the program's resolution.
  await expect(page.getByTestId('led-preview-text')).toHaveText('文明施工');
  await expect(page.getByTestId('led-preview')).toHaveCSS('width', '560px');

  await xOfFirstText(page).fill('300');
  await xOfFirstText(page).blur();
  await page.getByTestId('led-save').click();
  // 300 is past the 192 px width: the check says so and the form keeps what was typed.
  await expect(page.getByTestId('led-problem')).toHaveText('文字位置超出屏幕范围');
  await expect(page.getByTestId('led-name')).toHaveValue(name);
  // A click beside the dialog, on the dimmed page, keeps it and what was typed.
  await clickBeside(page);
  await expect(page.getByTestId('led-item-content-0')).toBeVisible();
  await expect(page.getByTestId('led-item-content-0')).toHaveValue('文明施工');

  await xOfFirstText(page).fill('10');
  await xOfFirstText(page).blur();
  await page.getByTestId('led-screens').getByText('大门口LED屏').click();
  await page.getByTestId('led-screens').getByText('塔吊LED屏').click();
  await page.getByTestId('led-save').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText('192 × 64');
  await expect(row).toContainText('未发送');

  await row.getByRole('button', { name: '发送' }).click();
  await page.getByTestId('led-send-start').click();
  // The gate plays it; the tower's card is 128×32 and refuses a 192×64 program.
  const sendTable = page.getByTestId('led-send-table');
  await expect(sendTable.getByTestId('led-send-led-1-gate')).toHaveText('成功');
  await expect(sendTable.getByTestId('led-send-led-1-tower')).toHaveText('失败');
  await expect(sendTable).toContainText('节目分辨率与屏幕分辨率不一致');
  await page.getByTestId('led-send-close').click();
  await expect(row.getByTestId('led-send-led-1-gate')).toHaveText('成功');
});

test('copies and deletes a program, and finds programs by name', async ({ page }) => {
  await rowOf(page, '塔吊作业提示').getByRole('button', { name: '复制' }).click();
  const copy = rowOf(page, '塔吊作业提示-副本').first();
  await expect(copy).toBeVisible();

  await page.getByTestId('led-search-name').fill('副本');
  await page.getByTestId('led-search').click();
  await expect(rowOf(page, '安全生产标语')).toHaveCount(0);
  await expect(copy).toBeVisible();

  await copy.getByRole('button', { name: '删除' }).click();
  await page.locator('.arco-popconfirm .arco-btn-primary').click();
  await expect(page.getByText('删除成功!')).toBeVisible();
});

test('edits a program: the preview follows the new size and text', async ({ page }) => {
  await rowOf(page, '塔吊作业提示').getByRole('button', { name: '编辑节目' }).click();
  await expect(page.getByTestId('led-preview-text')).toHaveText('吊装作业 禁止站人');
  await page.getByTestId('led-item-content-0').fill('吊装作业 注意安全');
  await expect(page.getByTestId('led-preview-text')).toHaveText('吊装作业 注意安全');
  await page.getByTestId('led-save').click();
  await expect(page.getByText('修改成功')).toBeVisible();
});

test('a program the connection drops is kept, and the add dialog starts from it again', async ({ page }) => {
  const name = `E2E断网节目${Date.now()}`;
  await page.route(`**${LED_API.add}`, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('led-add').click();
  await page.getByTestId('led-name').fill(name);
  await page.getByTestId('led-item-content-0').fill('雨天停止高处作业');
  await page.getByTestId('led-add-item').click();
  await page.getByTestId('led-item-content-1').fill('注意防滑');
  await page.getByTestId('led-screens').getByText('大门口LED屏').click();
  await page.getByTestId('led-save').click();
  await expect(page).toHaveURL(/\/500\?redirect=%2Felectronic-display%2Fled$/);

  // The server answers again: back on the list, the add starts from the program as typed.
  await page.unrouteAll();
  await expect(page).toHaveURL(/\/electronic-display\/led$/, { timeout: 15_000 });
  await page.getByTestId('led-add').click();
  await expect(page.getByTestId('form-draft')).toContainText('上次未能保存的内容已恢复');
  await expect(page.getByTestId('led-name')).toHaveValue(name);
  await expect(page.getByTestId('led-item-content-1')).toHaveValue('注意防滑');
  await expect(page.getByTestId('led-preview-text').first()).toHaveText('雨天停止高处作业');
  await page.getByTestId('led-save').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(rowOf(page, name)).toBeVisible();

  // Saved, the draft is gone.
  await page.getByTestId('led-add').click();
  await expect(page.getByTestId('led-name')).toHaveValue('');
  await expect(page.getByTestId('form-draft')).toHaveCount(0);
});
