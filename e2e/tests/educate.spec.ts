import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose } from './support/select';
import { callApi, login, storedToken } from './support/session';

// The trainings of 城南安置房一期工程 (project 1).
const PAGE_PATH = '/educate/educate-list';
const PROJECT_ID = '1';

const trainings = (page: Page) => page.getByTestId('resource-page-trainInfo');
const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const rowsOf = (list: Locator) => list.getByTestId('resource-table').locator('tbody .arco-table-tr');

test('adds a training, picks its participants from the roster, exports and deletes it', async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(trainings(page).getByTestId('resource-table')).toBeVisible();
  const answer = await callApi(
    page,
    '/front/sitePerson/listByProject',
    { projectId: PROJECT_ID, personType: 'WORKER', pageNumber: 1, pageSize: 1 },
    await storedToken(page),
  );
  expect(answer.code, answer.message).toBe(200);
  const [person] = (answer.data as { records: { personName: string }[] }).records;
  const name = `E2E培训${Date.now()}`;

  await trainings(page).getByTestId('resource-add').click();
  await formItem(page, 'trainName').locator('input').fill(name);
  await choose(page, formItem(page, 'trainType'), '三级安全教育');
  await formItem(page, 'trainDate').locator('input').fill('2026-03-02');
  await formItem(page, 'trainDate').locator('input').press('Enter');
  await formItem(page, 'duration').locator('input').fill('0');
  await formItem(page, 'duration').locator('input').blur();
  await expect(formItem(page, 'duration')).toContainText('请输入正整数');
  await formItem(page, 'duration').locator('input').fill('4');
  await formItem(page, 'duration').locator('input').blur();
  await page.getByTestId('resource-submit').click();
  const row = rowsOf(trainings(page)).filter({ hasText: name });
  await expect(row).toContainText('三级安全教育');

  await row.locator('[data-testid^=train-participants-]').click();
  const drawer = page.getByTestId('participants-drawer');
  await drawer.getByTestId('participants-picker').click();
  await drawer.getByTestId('participants-picker').locator('input').fill(person.personName);
  await page
    .locator('.arco-select-popup:visible .arco-select-option', { hasText: person.personName })
    .first()
    .click();
  // The multiple choice keeps its list open: a click beside it closes it.
  await page.getByText(`${name} 的参训人员`).click();
  await expect(page.locator('.arco-select-popup:visible')).toHaveCount(0);
  await drawer.getByTestId('participants-save').click();
  await expect(drawer.getByTestId('participants-table')).toContainText(person.personName);
  await page.locator('.arco-drawer-close-icon').click();

  await trainings(page).getByTestId('search-trainName').locator('input').fill(name);
  await trainings(page).getByTestId('resource-search').click();
  await expect(rowsOf(trainings(page))).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await trainings(page).getByTestId('resource-export').click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);

  await row.locator('[data-testid^=resource-delete-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
});
