import { expect, type Locator, type Page, test } from '@playwright/test';
import { login } from './support/session';

// The video devices of 城南安置房一期工程 (project 1): six seeded cameras, the east gate's first.
const PAGE_PATH = '/video-monitor/monitor';

const devices = (page: Page) => page.getByTestId('resource-page-monitorDevice');
const rowsOf = (list: Locator) => list.getByTestId('resource-table').locator('tbody .arco-table-tr');
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.arco-message-${kind}`, { hasText: text });
const wallCells = (page: Page) =>
  page.getByTestId('monitor-live-wall').locator('.pw-video-cell[data-device]');

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.locator('.arco-select-view').click();
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .getByText(option, { exact: true })
    .click();
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(rowsOf(devices(page)).first()).toBeVisible();
});

test('plays the project cameras live; a click on a picture opens the camera console', async ({ page }) => {
  await expect(wallCells(page)).toHaveCount(4);
  const gate = wallCells(page).first();
  await expect(gate).toHaveAttribute('data-device', 'ipc-1/1');
  await expect
    .poll(() => gate.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await gate.click();
  await expect(page.locator('.pw-camera-signin, .pw-camera-console').first()).toBeVisible();
});

test('adds a recorder, gives it channels and plays one, renames and removes it, then deletes the device', async ({
  page,
}) => {
  const name = `E2E录像机${Date.now()}`;
  await devices(page).getByTestId('resource-add').click();
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-form').getByText('请输入设备名称')).toBeVisible();
  await page.getByTestId('resource-form').getByTestId('form-deviceName').locator('input').fill(name);
  await choose(page, page.getByTestId('resource-form').getByTestId('form-deviceType'), '硬盘录像机');
  await page.getByTestId('resource-submit').click();
  const row = rowsOf(devices(page)).filter({ hasText: name });
  await expect(row).toContainText('硬盘录像机');

  await row.locator('[data-testid^=monitor-channels-]').click();
  const drawer = page.getByTestId('channel-drawer');
  await drawer.getByTestId('channel-add').click();
  await page.getByTestId('channel-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('channel-dialog')).toContainText('请输入通道名称');
  await page.getByTestId('channel-name').fill('一号通道');
  await page.getByTestId('channel-dialog').getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByTestId('channel-table')).toContainText('一号通道');
  await expect(row).toContainText('1');

  await drawer.getByTestId('channel-play-1').click();
  await expect(wallCells(page)).toHaveCount(1);
  await expect(wallCells(page).first()).toContainText('一号通道');

  await drawer.getByTestId('channel-rename-1').click();
  await page.getByTestId('channel-name').fill('大门通道');
  await page.getByTestId('channel-dialog').getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByTestId('channel-table')).toContainText('大门通道');
  await drawer.getByTestId('channel-remove-1').click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByTestId('channel-table')).toContainText('暂无通道');
  await page.locator('.arco-drawer-close-icon').click();

  await row.locator('[data-testid^=resource-delete-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, 'success', '删除成功!').last()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('exports the cameras the filtered list shows', async ({ page }) => {
  await choose(page, devices(page).getByTestId('search-deviceType'), '网络摄像机');
  await devices(page).getByTestId('resource-search').click();
  await expect(rowsOf(devices(page)).first()).toContainText('网络摄像机');
  const downloading = page.waitForEvent('download');
  await devices(page).getByTestId('resource-export').click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
});
