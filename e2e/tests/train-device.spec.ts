import { expect, type Page, test } from '@playwright/test';
import { login } from './support/session';

// The training devices and check records of 城南安置房一期工程 (project 1), education area.
const DEVICE_PATH = '/educate/educate-device';
const RECORD_PATH = '/educate/check-record';
const LIST_PATH = '/educate/educate-list';
/** The seed's past training of project 1 whose participants checked in. */
const PAST_TRAINING = '新进场工人三级安全教育';

const listOf = (page: Page, name: string) => page.getByTestId(`resource-page-${name}`);
const rowsOf = (page: Page, name: string) =>
  listOf(page, name).getByTestId('resource-table').locator('tbody .arco-table-tr');
const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);

async function searchBy(page: Page, name: string, key: string, text: string): Promise<void> {
  await listOf(page, name).getByTestId(`search-${key}`).locator('input').fill(text);
  await listOf(page, name).getByTestId('resource-search').click();
}

test('adds a training device and syncs chosen people, each result shown as the device answers', async ({
  page,
}) => {
  await login(page, 'admin', DEVICE_PATH);
  await expect(listOf(page, 'trainDevice').getByTestId('resource-table')).toBeVisible();
  const serial = `E2E-TD-${Date.now()}`;
  await listOf(page, 'trainDevice').getByTestId('resource-add').click();
  await formItem(page, 'deviceName').locator('input').fill(`端到端签到机 ${serial}`);
  await formItem(page, 'deviceSn').locator('input').fill(serial);
  await formItem(page, 'installPlace').locator('input').fill('三楼会议室');
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  await searchBy(page, 'trainDevice', 'deviceSn', serial);
  const row = rowsOf(page, 'trainDevice');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-testid^="device-status-"]')).toHaveAttribute('data-status', '1');
  await expect(row.locator('[data-testid^="train-device-counts-"]')).toContainText('已同步 0');

  await row.locator('[data-testid^="train-device-persons-"]').click();
  const drawer = page.getByTestId('train-device-persons-drawer');
  const people = drawer.getByTestId('train-device-persons-table').locator('tbody .arco-table-tr');
  await expect(people.first()).toContainText('未同步');
  const name = ((await people.nth(0).locator('td').nth(1).textContent()) ?? '').trim();
  await drawer.getByTestId('train-device-sync-chosen').click();
  await expect(page.locator('.arco-message').filter({ hasText: '请选择要同步的人员' })).toBeVisible();

  await people.nth(0).locator('.arco-checkbox').click();
  await people.nth(1).locator('.arco-checkbox').click();
  await expect(drawer).toContainText('已选 2 人');
  await drawer.getByTestId('train-device-sync-chosen').click();
  await expect(page.locator('.arco-message').filter({ hasText: '开始同步 2 人' })).toBeVisible();

  // Arco's search input may carry the test id on the input itself or on its wrapper.
  const search = drawer.locator(
    'input[data-testid="train-device-persons-search"], [data-testid="train-device-persons-search"] input',
  );
  await search.fill(name);
  await search.press('Enter');
  await expect(people.first()).toContainText(name);
  await expect(people.first()).toContainText(/已同步|同步失败/);
  await page.locator('.arco-drawer-close-icon').click();
  // The list counts what the device answered.
  await expect(row.locator('[data-testid^="train-device-counts-"]')).toContainText(/已同步 [12]|失败 [12]/);

  await row.locator('[data-testid^="resource-delete-"]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(row.filter({ hasText: serial })).toHaveCount(0);
});

test('refuses to sync an offline device with the device’s message', async ({ page }) => {
  await login(page, 'admin', DEVICE_PATH);
  await searchBy(page, 'trainDevice', 'deviceName', '生活区签到机');
  const row = rowsOf(page, 'trainDevice');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-testid^="device-status-"]')).toHaveAttribute('data-status', '0');
  await expect(row).toContainText('离线');
  await row.locator('[data-testid^="train-device-sync-all-"]').click();
  await expect(page.locator('.arco-message').filter({ hasText: '设备离线' })).toBeVisible();
});

test('lists check-ins with their photos, searched by training and exported, and marks participants who came', async ({
  page,
}) => {
  await login(page, 'admin', RECORD_PATH);
  const records = rowsOf(page, 'trainPersonRecord');
  await expect(records.first()).toBeVisible();
  await searchBy(page, 'trainPersonRecord', 'trainName', PAST_TRAINING);
  await expect(records.first()).toContainText(PAST_TRAINING);
  const count = await records.count();
  for (let index = 0; index < count; index++) await expect(records.nth(index)).toContainText(PAST_TRAINING);
  await expect(listOf(page, 'trainPersonRecord').getByTestId('resource-thumbnail').first()).toBeVisible();
  const checkedName = ((await records.first().locator('td').nth(1).textContent()) ?? '').trim();
  const downloading = page.waitForEvent('download');
  await listOf(page, 'trainPersonRecord').getByTestId('resource-export').click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.goto(LIST_PATH);
  await searchBy(page, 'trainInfo', 'trainName', PAST_TRAINING);
  const training = rowsOf(page, 'trainInfo');
  await expect(training).toHaveCount(1);
  await training.locator('[data-testid^=train-participants-]').click();
  const participants = page.getByTestId('participants-table');
  await expect(participants.locator('tbody .arco-table-tr').filter({ hasText: checkedName })).toContainText(
    '已签到',
  );
});
