import { expect, type Page, test } from '@playwright/test';
import { login } from './support/session';

// The face devices of 城南安置房一期工程 (project 1), device group of the real-name area.
const PAGE_PATH = '/real-name/face-recognition';

const devices = (page: Page) => page.getByTestId('resource-page-verifyDevice');
const rows = (page: Page) => devices(page).getByTestId('resource-table').locator('tbody .arco-table-tr');
const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);

async function choose(page: Page, key: string, option: string): Promise<void> {
  await formItem(page, key).locator('.arco-select-view').click();
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .getByText(option, { exact: true })
    .click();
}

async function searchBy(page: Page, key: string, text: string): Promise<void> {
  await devices(page).getByTestId(`search-${key}`).locator('input').fill(text);
  await devices(page).getByTestId('resource-search').click();
  await expect(rows(page)).toHaveCount(1);
}

/** Opens a command of the only row's menu, which opens under its button, not in the page's corner. */
async function command(page: Page, action: string): Promise<void> {
  const opener = rows(page).locator('[data-testid^="device-actions-"]');
  await opener.click();
  const item = page.getByTestId(`device-action-${action}`);
  await expect(item).toBeVisible();
  // Arco places the popup a frame after it shows it: on a busy machine the first read can precede that.
  await expect
    .poll(async () => {
      const [button, menu] = await Promise.all([opener.boundingBox(), item.boundingBox()]);
      return menu!.y - button!.y;
    })
    .toBeGreaterThan(0);
  await item.click();
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(devices(page).getByTestId('resource-table')).toBeVisible();
});

test('syncs chosen people to a new face device and shows each result as the device answers', async ({
  page,
}) => {
  const serial = `E2E-${Date.now()}`;
  await devices(page).getByTestId('resource-add').click();
  await formItem(page, 'deviceName').locator('input').fill(`端到端测试门 ${serial}`);
  await formItem(page, 'deviceSn').locator('input').fill(serial);
  await choose(page, 'areaId', '施工一区');
  await choose(page, 'direction', '进出');
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  await searchBy(page, 'deviceSn', serial);
  const row = rows(page);
  await expect(row).toContainText('施工一区');
  await expect(row.locator('[data-testid^="device-status-"]')).toHaveAttribute('data-status', '1');
  await expect(row.locator('[data-testid^="device-sync-summary-"]')).toContainText('已同步 0');

  await command(page, 'persons');
  const drawer = page.getByTestId('device-persons-drawer');
  const people = drawer.getByTestId('device-persons-table').locator('tbody .arco-table-tr');
  await expect(people.first()).toContainText('待同步');
  const names = [
    ((await people.nth(0).locator('td').nth(1).textContent()) ?? '').trim(),
    ((await people.nth(1).locator('td').nth(1).textContent()) ?? '').trim(),
  ];
  await people.nth(0).locator('.arco-checkbox').click();
  await people.nth(1).locator('.arco-checkbox').click();
  await drawer.getByTestId('device-sync-chosen').click();

  const dialog = page.getByTestId('device-sync-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('device-sync-done')).toBeVisible();
  await expect(dialog.getByTestId('device-sync-progress')).toContainText('2 / 2');
  const results = dialog.getByTestId('device-sync-results').locator('tbody .arco-table-tr');
  await expect(results).toHaveCount(2);
  for (const name of names) await expect(dialog.getByTestId('device-sync-results')).toContainText(name);
  await expect(results.locator('[data-testid="sync-status-PENDING"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: '关闭' }).click();

  // The device's own list and the page's summary now hold the two outcomes.
  // Synced people sort last: find him by name.
  const search = drawer
    .locator('input[data-testid="device-persons-search"], [data-testid="device-persons-search"] input')
    .first();
  await search.fill(names[0]);
  await search.press('Enter');
  await expect(people.filter({ hasText: names[0] }).first()).toBeVisible();
  await expect(people.filter({ hasText: names[0] }).first()).not.toContainText('待同步');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const summary = row.locator('[data-testid^="device-sync-summary-"]');
  await expect(async () => {
    const text = (await summary.textContent()) ?? '';
    const count = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
    expect(count(/已同步 (\d+)/) + count(/失败 (\d+)/)).toBe(2);
  }).toPass();
});

test('an offline device refuses a command at once, with the reason', async ({ page }) => {
  // The seed's broken device: its last one in 生活区.
  await searchBy(page, 'deviceName', '生活区大门人脸机');
  await expect(rows(page).locator('[data-testid^="device-status-"]')).toHaveAttribute('data-status', '0');
  await command(page, 'remoteOpen');
  // Opening a gate is confirmed first.
  const confirm = page.locator('.arco-modal').filter({ hasText: '确定远程打开“生活区大门人脸机”的闸门?' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message').filter({ hasText: '设备离线' })).toBeVisible();
});
