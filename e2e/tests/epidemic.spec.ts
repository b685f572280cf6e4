import { expect, type Locator, test } from '@playwright/test';
import { choose } from './support/select';
import { login } from './support/session';

// Epidemic control of 城南安置房一期工程 (project 1), fed by the seeded and simulated gates.

const rowsOf = (list: Locator) => list.getByTestId('resource-table').locator('tbody .arco-table-tr');

test('project-person: the people with their health code, filtered by colour and exported', async ({
  page,
}) => {
  await login(page, 'admin', '/epidemic-control/project-person');
  const list = page.getByTestId('resource-page-eppPerson');
  await expect(rowsOf(list).first()).toBeVisible();
  await choose(page, list.getByTestId('search-healthCode'), '绿码');
  await list.getByTestId('resource-search').click();
  const codes = list.getByTestId('health-code');
  await expect(codes.first()).toHaveAttribute('data-code', 'GREEN');
  for (const code of await codes.all()) await expect(code).toHaveAttribute('data-code', 'GREEN');
  const downloading = page.waitForEvent('download');
  await list.getByTestId('resource-export').click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('abnormal-people: only the passages measured at 37.3 ℃ or more, shown in red', async ({ page }) => {
  await login(page, 'admin', '/epidemic-control/abnormal-people');
  const list = page.getByTestId('resource-page-eppFaceRecord');
  const temperatures = list.locator('[data-abnormal]');
  await expect(temperatures.first()).toBeVisible();
  // Every row's temperature is marked abnormal.
  expect(await temperatures.count()).toBe(await rowsOf(list).count());
  for (const cell of await temperatures.all()) {
    expect(Number(await cell.textContent())).toBeGreaterThanOrEqual(37.3);
  }
});

test('id-card and health-code identification: the records of their kind, searched', async ({ page }) => {
  await login(page, 'admin', '/epidemic-control/id-card-identification');
  const cards = page.getByTestId('resource-page-eppCertRecord');
  await expect(rowsOf(cards).first()).toContainText(/比对(通过|失败)/);

  await page.goto('/epidemic-control/health-code-identification');
  const codes = page.getByTestId('resource-page-eppQrCodeRecord');
  await expect(rowsOf(codes).first()).toBeVisible();
  await choose(page, codes.getByTestId('search-nucleicTestResult'), '阴性');
  await codes.getByTestId('resource-search').click();
  await expect(rowsOf(codes).first()).toContainText('阴性');
  await expect(codes.getByTestId('resource-table')).not.toContainText('无记录');
});
