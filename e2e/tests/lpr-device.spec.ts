import { expect, type Page, test } from '@playwright/test';
import { callApi, login, storedToken } from './support/session';

// The plate cameras and fleets of 城南安置房一期工程 (project 1).
const DEVICE_PATH = '/vehicle-manage/license-plate-recognition';
const FLEET_PATH = '/vehicle-manage/fleet-management';
const PROJECT_ID = '1';
/** The admin password the simulated cameras leave the factory with. */
const FACTORY_PASSWORD = 'admin12345';

const devices = (page: Page) => page.getByTestId('resource-page-lprDevice');
const rows = (page: Page) => devices(page).getByTestId('resource-table').locator('tbody .arco-table-tr');
const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const passwordField = (page: Page, key: string) =>
  page
    .getByTestId('lpr-password-dialog')
    .locator('.arco-form-item')
    .filter({
      has: page.getByTestId(`lpr-password-${key}`),
    });

async function command(page: Page, action: string): Promise<void> {
  await rows(page).locator('[data-testid^="lpr-actions-"]').click();
  await page.getByTestId(`lpr-action-${action}`).click();
}

async function fillForm(page: Page, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await formItem(page, key).locator('input').fill(value);
    await formItem(page, key).locator('input').blur();
  }
}

test('a new plate camera is connected, streams, changes its password and is cut off, each as the camera answers', async ({
  page,
}) => {
  await login(page, 'admin', DEVICE_PATH);
  await expect(devices(page).getByTestId('resource-table')).toBeVisible();
  const serial = `E2E-LPR-${Date.now()}`;
  await devices(page).getByTestId('resource-add').click();
  await fillForm(page, { deviceName: '南门入口车牌识别', deviceSn: serial, ip: '10.1.2.300' });
  await expect(formItem(page, 'ip')).toContainText('请输入正确的IP地址');
  await fillForm(page, { ip: '10.1.2.30' });
  await formItem(page, 'direction').locator('.arco-select-view').click();
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .getByText('入口', { exact: true })
    .click();
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  await devices(page).getByTestId('search-deviceSn').locator('input').fill(serial);
  await devices(page).getByTestId('resource-search').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).locator('[data-testid^="lpr-status-"]')).toHaveText('离线');
  await expect(rows(page).locator('[data-testid^="lpr-last-seen-"]')).toHaveText('未连接');

  // Not connected yet: the camera cannot be reached.
  await command(page, 'refreshStatus');
  await expect(page.locator('.arco-message', { hasText: '设备离线' })).toBeVisible();

  await command(page, 'connection');
  await expect(page.locator('.arco-message-success', { hasText: '已连接，设备在线' })).toBeVisible();
  await expect(rows(page).locator('[data-testid^="lpr-status-"]')).toHaveText('在线');
  await expect(rows(page).locator('[data-testid^="lpr-last-seen-"]')).toHaveText(
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
  );

  await command(page, 'video');
  const video = page.getByTestId('lpr-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('lpr-video-dialog').locator('.arco-modal-close-icon').click();
  await expect(page.getByTestId('lpr-video-dialog')).toBeHidden();

  await command(page, 'password');
  const dialog = page.getByTestId('lpr-password-dialog');
  await dialog.getByTestId('lpr-password-oldPassword').fill('wrong-old-1');
  await dialog.getByTestId('lpr-password-newPassword').fill('short');
  await dialog.getByTestId('lpr-password-newPassword').blur();
  await expect(passwordField(page, 'newPassword')).toContainText('密码须为8到16位，且同时包含字母和数字');
  await dialog.getByTestId('lpr-password-newPassword').fill('gate2026pass');
  await dialog.getByTestId('lpr-password-confirmPassword').fill('gate2026pas');
  await dialog.getByTestId('lpr-password-confirmPassword').blur();
  await expect(passwordField(page, 'confirmPassword')).toContainText('两次输入密码不一致');
  await dialog.getByTestId('lpr-password-confirmPassword').fill('gate2026pass');
  await dialog.getByRole('button', { name: '发送到设备' }).click();
  // The camera refuses a current password that is not its own; what was typed stays.
  await expect(dialog.getByTestId('lpr-password-refusal')).toContainText('原密码错误');
  await dialog.getByTestId('lpr-password-oldPassword').fill(FACTORY_PASSWORD);
  await dialog.getByRole('button', { name: '发送到设备' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.arco-message-success', { hasText: '的密码已修改' })).toBeVisible();

  await command(page, 'cutOff');
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-success', { hasText: '已断开连接' })).toBeVisible();
  await expect(rows(page).locator('[data-testid^="lpr-status-"]')).toHaveText('离线');
});

const tree = (page: Page) => page.getByTestId('fleet-tree');
const fleetNode = (page: Page, name: string) =>
  tree(page).locator('[data-testid^="fleet-node-"]').filter({ hasText: name });

async function saveFleet(page: Page, name: string): Promise<void> {
  await formItem(page, 'mcName').locator('input').fill(name);
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();
}

test('fleets: a tree with add, add below, edit and refused deletes, and a fleet’s vehicles with their passages of the day', async ({
  page,
}) => {
  await login(page, 'admin', FLEET_PATH);
  await expect(tree(page)).toBeVisible();
  const name = `外协车队${String(Date.now()).slice(-5)}`;

  await page.getByTestId('fleet-add').click();
  await saveFleet(page, name);
  await fleetNode(page, name).click();
  await expect(page.getByTestId('fleet-detail')).toContainText('无（顶级车队）');

  await page.getByTestId('fleet-add-child').click();
  await expect(page.getByTestId('fleet-parent')).toContainText(name);
  await saveFleet(page, `${name}一队`);
  await expect(fleetNode(page, `${name}一队`)).toBeVisible();

  // A fleet with a sub-fleet is not deleted.
  await fleetNode(page, name).first().click();
  await page.getByTestId('fleet-remove').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-error', { hasText: '该车队下还有子车队' })).toBeVisible();

  await fleetNode(page, `${name}一队`).click();
  await page.getByTestId('fleet-edit').click();
  await saveFleet(page, `${name}夜班`);
  await expect(page.getByTestId('fleet-detail')).toContainText(`${name}夜班`);
  await expect(page.getByTestId('fleet-detail')).toContainText(name);
  await page.getByTestId('fleet-remove').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-success', { hasText: '删除成功' })).toBeVisible();
  await expect(fleetNode(page, `${name}夜班`)).toHaveCount(0);

  // The dump trucks: their vehicles with today's entries and exits, as the server counts them.
  await fleetNode(page, '城建渣土运输车队').click();
  const vehicles = page.getByTestId('fleet-vehicles').locator('tbody .arco-table-tr');
  await expect(vehicles).toHaveCount(6);
  await page.getByTestId('fleet-remove').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-error', { hasText: '该车队下还有车辆' })).toBeVisible();
  const fleets = (
    await callApi(
      page,
      '/front/siteFleetManage/fleetManageTree',
      { projectId: PROJECT_ID },
      await storedToken(page),
    )
  ).data as { fleetId: string; mcName: string }[];
  const dumpTrucks = fleets.find((fleet) => fleet.mcName === '城建渣土运输车队')!;
  const today = new Date().toISOString().slice(0, 10);
  const counted = (
    await callApi(
      page,
      '/front/siteFleetManage/vehicleList',
      {
        projectId: PROJECT_ID,
        fleetId: dumpTrucks.fleetId,
        timeStart: `${today} 00:00:00`,
        timeEnd: `${today} 23:59:59`,
        pageNumber: 1,
        pageSize: 20,
      },
      await storedToken(page),
    )
  ).data as { inCount: number; outCount: number };
  // The simulator may add passages meanwhile: the totals shown are at least what was counted.
  const totals = page.getByTestId('fleet-totals');
  await expect(totals).toContainText(/进场 \d+ 次，出场 \d+ 次/);
  const [shownIn, shownOut] = ((await totals.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(shownIn).toBeGreaterThanOrEqual(counted.inCount);
  expect(shownOut).toBeGreaterThanOrEqual(counted.outCount);
  const perVehicle = await vehicles.evaluateAll((trs) =>
    trs.map((tr) => Number(tr.querySelectorAll('td')[2]?.textContent ?? 0)),
  );
  expect(perVehicle.reduce((sum, value) => sum + value, 0)).toBe(shownIn);

  await fleetNode(page, name).click();
  await page.getByTestId('fleet-remove').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(fleetNode(page, name)).toHaveCount(0);
});
