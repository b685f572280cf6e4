import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApi, login, storedToken } from './support/session';

// The people of the cranes and lifts of 城南安置房一期工程 (project 1), as the seed and the simulator keep them.
const PROJECT_ID = '1';
const DAY = 86_400_000;

const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const rowsOf = (list: Locator) => list.getByTestId('resource-table').locator('tbody .arco-table-tr');
/** The day `days` from now, as the date pickers take it. */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Opens a select of the form and picks the option reading `option`. */
async function choose(page: Page, key: string, option: string, typed?: string): Promise<void> {
  await formItem(page, key).locator('.arco-select-view').click();
  if (typed) await formItem(page, key).locator('input').fill(typed);
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function records<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T[]> {
  const answer = await callApi(
    page,
    path,
    { projectId: PROJECT_ID, pageNumber: 1, pageSize: 100, ...body },
    await storedToken(page),
  );
  expect(answer.code, answer.message).toBe(200);
  return (answer.data as { records: T[] }).records;
}

test('binds a face device to a crane and rebinds it to another', async ({ page }) => {
  await login(page, 'admin', '/safety-construction/tower-crane/face-recognition');
  const devices = page.getByTestId('resource-page-craneFaceDevice');
  // The seeded cab devices, each on its crane, online.
  await expect(devices.getByText('1号塔吊驾驶室人脸识别')).toBeVisible();
  await expect(rowsOf(devices).filter({ hasText: '2号塔吊驾驶室人脸识别' })).toContainText(
    '2号塔吊（QTZ125）',
  );

  const name = `驾驶室人脸机${Date.now() % 100_000}`;
  await devices.getByTestId('resource-add').click();
  await formItem(page, 'deviceName').locator('input').fill(name);
  await formItem(page, 'deviceSn').locator('input').fill(`E2E${Date.now()}`);
  await choose(page, 'craneDeviceId', '2号塔吊（QTZ125）');
  await page.getByTestId('resource-submit').click();
  const row = rowsOf(devices).filter({ hasText: name });
  await expect(row).toContainText('2号塔吊（QTZ125）');
  await expect(row).toContainText('在线');

  // updateVerifyDevice: the same device, now in the first crane's cab.
  const [added] = await records<{ deviceId: string }>(page, '/front/siteCraneDevice/verifyDevicePageList', {
    deviceName: name,
  });
  await devices.getByTestId(`resource-edit-${added.deviceId}`).click();
  await choose(page, 'craneDeviceId', '1号塔吊（QTZ80）');
  await page.getByTestId('resource-submit').click();
  await expect(row).toContainText('1号塔吊（QTZ80）');
  // The gates' list of the real-name area does not show a cab's device.
  const gates = await records<{ deviceName: string }>(page, '/front/siteVerifyDevice/listByProject', {});
  expect(gates.map((gate) => gate.deviceName)).not.toContain(name);
});

test('adds a lift driver from the roster with a certificate about to expire, shown at his lift', async ({
  page,
}) => {
  await login(page, 'admin', '/safety-construction/lift/driver');
  const drivers = page.getByTestId('resource-page-liftDriver');
  await expect(rowsOf(drivers).first()).toBeVisible();
  // The seeded right cage's driver holds an expired certificate.
  await expect(drivers.getByTestId('expiry-EXPIRED').first()).toBeVisible();

  const taken = await records<{ personId: string }>(page, '/front/siteElevatorDevice/driverPageList', {});
  const people = await records<{ personId: string; personName: string }>(
    page,
    '/front/sitePerson/listByProject',
    { personType: 'WORKER', onJobStatus: 1 },
  );
  const person = people.find((candidate) => !taken.some((driver) => driver.personId === candidate.personId));
  if (!person) throw new Error('every worker drives a lift already');

  await drivers.getByTestId('resource-add').click();
  await choose(page, 'personId', person.personName, person.personName);
  await choose(page, 'elevatorDeviceId', '1号升降机（左笼）');
  await formItem(page, 'certificateNo').locator('input').fill(`T${Date.now()}`);
  await formItem(page, 'certificateStartDate').locator('input').fill(dayFrom(-2000));
  await formItem(page, 'certificateStartDate').locator('input').press('Enter');
  await formItem(page, 'certificateEndDate').locator('input').fill(dayFrom(10));
  await formItem(page, 'certificateEndDate').locator('input').press('Enter');
  await page.getByTestId('resource-submit').click();
  const row = rowsOf(drivers).filter({ hasText: person.personName });
  await expect(row).toContainText('1号升降机（左笼）');
  await expect(row.getByTestId('expiry-EXPIRING')).toBeVisible();

  // queryPersonByCrane on the lifts' device page: the new driver at the left cage.
  await page.goto('/safety-construction/lift/device');
  await expect(page.getByTestId('hoist-drivers-lift-1')).toContainText(person.personName);
});

test('lists the work cycles of the cranes with their drivers and the largest values', async ({ page }) => {
  await login(page, 'admin', '/safety-construction/tower-crane/data-recording');
  await page.locator('.arco-tabs-header-title', { hasText: '塔吊工作循环' }).click();
  const cycles = page.getByTestId('resource-page-craneWork');
  const header = cycles.getByTestId('resource-table').locator('thead');
  await expect(header).toContainText('最大吊重(t)');
  await expect(header).toContainText('司机');
  await expect(rowsOf(cycles).first()).toContainText('塔吊');
  await cycles.getByTestId('search-deviceName').locator('input').fill('QTZ125');
  await cycles.getByTestId('resource-search').click();
  await expect(cycles.getByTestId('resource-table')).not.toContainText('QTZ80');
  await expect(rowsOf(cycles).first()).toContainText('2号塔吊（QTZ125）');
});
