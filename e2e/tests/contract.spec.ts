import { expect, type Page, test } from '@playwright/test';
import { ONE_PIXEL_PNG } from './support/files';
import { choose } from './support/select';
import { callApi, login, storedToken } from './support/session';

// The labour contracts of 城南安置房一期工程 (project 1), salary group of the real-name area.
const PAGE_PATH = '/real-name/work-contract';
const PROJECT_ID = '1';
const DAY = 86_400_000;

const contracts = (page: Page) => page.getByTestId('resource-page-personContract');
const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const rows = (page: Page) => contracts(page).getByTestId('resource-table').locator('tbody .arco-table-tr');
/** The day `days` from now, as the date pickers take it; the margins keep clear of the server's today. */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Picks the option reading exactly `option` (固定期限 is part of 无固定期限). */
async function pickDate(page: Page, key: string, date: string): Promise<void> {
  await formItem(page, key).locator('input').fill(date);
  await formItem(page, key).locator('input').press('Enter');
}

async function typeRate(page: Page, rate: string): Promise<void> {
  await formItem(page, 'wageRate').locator('input').fill(rate);
  await formItem(page, 'wageRate').locator('input').blur();
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(contracts(page).getByTestId('resource-table')).toBeVisible();
});

test('adds a contract through the form: a wage rate of 0 or with three decimals is refused beside the field', async ({
  page,
}) => {
  const answer = await callApi(
    page,
    '/front/sitePerson/listByProject',
    { projectId: PROJECT_ID, personType: 'WORKER', pageNumber: 1, pageSize: 1 },
    await storedToken(page),
  );
  expect(answer.code, answer.message).toBe(200);
  const [person] = (answer.data as { records: { personName: string }[] }).records;
  const contractNo = `E2E-${Date.now()}`;

  await contracts(page).getByTestId('resource-add').click();
  await formItem(page, 'personId').locator('.arco-select-view').click();
  await formItem(page, 'personId').locator('input').fill(person.personName);
  await page
    .locator('.arco-select-popup:visible .arco-select-option', { hasText: person.personName })
    .first()
    .click();
  await formItem(page, 'contractNo').locator('input').fill(contractNo);
  await choose(page, formItem(page, 'contractType'), '固定期限');
  await pickDate(page, 'startDate', dayFrom(-300));
  // Ends within the month: the list marks it as expiring.
  await pickDate(page, 'endDate', dayFrom(10));
  await choose(page, formItem(page, 'wageMode'), '按日');
  await typeRate(page, '0');
  await expect(formItem(page, 'wageRate')).toContainText('价格不能小于等于0');
  await typeRate(page, '1.234');
  await expect(formItem(page, 'wageRate')).toContainText('价格只能有两位小数');
  await typeRate(page, '380.50');
  await expect(formItem(page, 'wageRate')).not.toContainText('价格');
  await formItem(page, 'contractFile')
    .locator('input[type=file]')
    .setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(formItem(page, 'contractFile').locator('img')).toBeVisible();
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  await contracts(page).getByTestId('search-personName').locator('input').fill(person.personName);
  await choose(page, contracts(page).getByTestId('search-expiryStatus'), '即将到期');
  await contracts(page).getByTestId('resource-search').click();
  const added = rows(page).filter({ hasText: contractNo });
  await expect(added).toHaveCount(1);
  await expect(added.getByTestId('expiry-EXPIRING')).toHaveText('即将到期');
});

test('shows each contract its expiry tag and filters the expiring ones', async ({ page }) => {
  await expect(rows(page).first()).toBeVisible();
  await choose(page, contracts(page).getByTestId('search-expiryStatus'), '即将到期');
  await contracts(page).getByTestId('resource-search').click();
  await expect(rows(page).first().getByTestId('expiry-EXPIRING')).toHaveClass(/arco-tag-orange/);
  const shown = await rows(page).count();
  await expect(rows(page).locator('[data-testid=expiry-EXPIRING]')).toHaveCount(shown);
  await expect(rows(page).locator('[data-testid=expiry-VALID], [data-testid=expiry-EXPIRED]')).toHaveCount(0);

  await choose(page, contracts(page).getByTestId('search-expiryStatus'), '已到期');
  await contracts(page).getByTestId('resource-search').click();
  // Red for the expired, orange for the expiring.
  await expect(rows(page).first().getByTestId('expiry-EXPIRED')).toHaveClass(/arco-tag-red/);
});
