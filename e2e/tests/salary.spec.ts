import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callApi, login, storedToken } from './support/session';

// The pay of 城南安置房一期工程 (project 1), salary group of the real-name area.
const PROJECT_ID = '1';
/**
 * The day the browser lives on: three days back, so that the month its pages open on holds at least three
 * whole days of the seed's week of attendance (today and the six days before). On the first of a month,
 * this month has no attendance yet and nobody's pay; then it is the month before.
 */
const BROWSER_DAY = new Date(Date.now() - 3 * 24 * 3_600_000);
const PAY_PATH = '/real-name/pay-calculation';
const STATEMENT_PATH = '/real-name/salary-statement';

interface PayRow {
  payId: string;
  personName: string;
  wageMode: string;
  basePay: number;
  settleStatus: string;
}

const payList = (page: Page) => page.getByTestId('resource-page-personSalary');
const rowOf = (page: Page, payId: string) =>
  payList(page)
    .getByTestId('resource-table')
    .locator('tbody .arco-table-tr', {
      has: page.getByTestId(`settle-status-${payId}`),
    });

/** An unsettled daily-wage row of the browser's month, as the list call answers it. */
async function dailyRow(page: Page): Promise<PayRow> {
  const month = `${BROWSER_DAY.getFullYear()}-${String(BROWSER_DAY.getMonth() + 1).padStart(2, '0')}`;
  const answer = await callApi(
    page,
    '/front/sitePersonSalary/listByProject',
    { projectId: PROJECT_ID, salaryMonth: month, settleStatus: 'UNSETTLED', pageNumber: 1, pageSize: 1000 },
    await storedToken(page),
  );
  expect(answer.code, answer.message).toBe(200);
  const rows = (answer.data as { records: PayRow[] }).records;
  // One whose name no other row shares, so the search finds it alone.
  const row = rows.find(
    (candidate) =>
      candidate.wageMode === 'DAILY' &&
      candidate.basePay > 100 &&
      rows.filter((other) => other.personName === candidate.personName).length === 1,
  );
  expect(row, 'an unsettled daily-wage row').toBeDefined();
  return row!;
}

async function typeAdjustment(page: Page, value: string): Promise<void> {
  const input = page.getByTestId('salary-edit-dialog').getByTestId('salary-form-adjustment');
  await input.fill(value);
  await input.blur();
}

test('computes the month, adjusts a row with a deduction, settles it, and exports the statement', async ({
  page,
}) => {
  await page.clock.install({ time: BROWSER_DAY });
  await login(page, 'admin', PAY_PATH);
  await expect(payList(page).getByTestId('resource-table')).toBeVisible();
  await page.getByTestId('salary-calculate').click();
  await expect(page.locator('.arco-message').filter({ hasText: '计算完成' })).toBeVisible();
  await expect(page.getByTestId('salary-summary')).toContainText('合计');

  const row = await dailyRow(page);
  await payList(page).getByTestId('search-personName').locator('input').fill(row.personName);
  await payList(page).getByTestId('resource-search').click();
  await expect(rowOf(page, row.payId)).toHaveCount(1);

  // A deduction of three decimals is refused beside the field and kept as typed; two decimals pass.
  await page.getByTestId(`salary-edit-${row.payId}`).click();
  const dialog = page.getByTestId('salary-edit-dialog');
  await typeAdjustment(page, '-50.555');
  await expect(dialog).toContainText('调整金额只能有两位小数');
  await expect(dialog.getByTestId('salary-form-adjustment')).toHaveValue('-50.555');
  await typeAdjustment(page, '-50.5');
  await expect(dialog).not.toContainText('调整金额只能有两位小数');
  await dialog.locator('textarea').fill('迟到扣款');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const total = (row.basePay - 50.5).toFixed(2);
  await expect(rowOf(page, row.payId)).toContainText('-50.50');
  await expect(rowOf(page, row.payId)).toContainText(total);

  // Settle the chosen row: it is uploaded and can no longer be edited.
  await rowOf(page, row.payId).locator('.arco-checkbox').click();
  await page.getByTestId('salary-settle').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message').filter({ hasText: '结算 1 条' })).toBeVisible();
  await expect(page.getByTestId(`settle-status-${row.payId}`)).toHaveText('已结算');
  await expect(page.getByTestId(`upload-status-${row.payId}`)).toHaveText(/上报成功|上报失败/);
  await expect(page.getByTestId(`salary-edit-${row.payId}`)).toHaveCount(0);

  // The statement by team: its sum row agrees with the page, and the .xlsx with both.
  await page.goto(STATEMENT_PATH);
  await page.getByTestId('statement-group-TEAM').click();
  await expect(page.getByTestId('statement-chart')).toBeVisible();
  const sumRow = page.getByTestId('statement-total');
  await expect(sumRow).toContainText('合计');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('statement-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^工资统计.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) as string)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual([
    '企业',
    '班组',
    '人数',
    '出勤天数',
    '工时',
    '工资总额',
    '已结算金额',
    '未结算金额',
  ]);
  const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
  expect(last[0]).toBe('合计');
  const settledSum = Number(last[header.indexOf('已结算金额')]);
  expect(settledSum).toBeGreaterThan(0);
  await expect(sumRow).toContainText(settledSum.toFixed(2));
});
