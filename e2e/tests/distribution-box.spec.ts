import { expect, type Page, test } from '@playwright/test';
import { downloadedRows } from './support/downloads';
import { callApi, login, storedToken } from './support/session';

// The distribution boxes of 城南安置房一期工程 (project 1): aep-1 to aep-4, with a day of realtime logs.
const PROJECT_ID = '1';
const PAGE_PATH = '/safety-construction/distribution-box';
const BOX = 'aep-1';
const DEFAULT_LIMITS = {
  ratedCurrent: 250,
  maxTemperature: 70,
  lowVoltage: 198,
  highVoltage: 242,
  maxLeakageElectricity: 30,
};

const tab = (page: Page, name: string) =>
  page.getByTestId('distribution-box-page').getByRole('tab', { name });
const field = (page: Page, key: string) =>
  page.getByTestId('aep-param-dialog').getByTestId(`aep-param-${key}`).locator('input');

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(page.getByTestId('resource-page-aepDevice').getByTestId('resource-table')).toContainText(
    '1号总配电箱',
  );
});

test('limits: checked in the form, sent to the box, acknowledged or refused as the box answers', async ({
  page,
}) => {
  try {
    await page.getByTestId(`aep-param-open-${BOX}`).click();
    const dialog = page.getByTestId('aep-param-dialog');
    await expect(field(page, 'ratedCurrent')).toHaveValue('250.0');

    // The form refuses what the server would refuse, beside the field, and sends nothing.
    await field(page, 'lowVoltage').fill('250');
    await field(page, 'lowVoltage').blur();
    await expect(dialog).toContainText('欠压值应小于过压值');
    await field(page, 'lowVoltage').fill('200');
    await field(page, 'lowVoltage').blur();
    await expect(dialog).not.toContainText('欠压值应小于过压值');
    // Every bad field is marked at once, each with its own message.
    await field(page, 'ratedCurrent').fill('99999');
    await field(page, 'maxTemperature').fill('-5');
    await page.getByTestId('aep-param-submit').click();
    await expect(dialog.locator('.arco-form-item-status-error')).toHaveCount(2);
    await expect(dialog.getByTestId('aep-param-ratedCurrent')).toContainText('额定电流应在1到1000之间');
    await expect(dialog.getByTestId('aep-param-maxTemperature')).toContainText('最高温度应在1到150之间');
    await field(page, 'maxTemperature').fill('70');

    await field(page, 'ratedCurrent').fill('200');
    await page.getByTestId('aep-param-submit').click();
    const status = dialog.getByTestId('aep-param-status');
    await expect(status).toHaveAttribute('data-status', 'ACKNOWLEDGED');
    await expect(status).toContainText('电箱已确认');

    // Beyond the box's range: the platform accepts it, the box refuses it and keeps its limits.
    await field(page, 'ratedCurrent').fill('800');
    await page.getByTestId('aep-param-submit').click();
    await expect(status).toHaveAttribute('data-status', 'REFUSED');
    await expect(status).toContainText('超出设备量程：额定电流可设10到630');
    await page.getByTestId('aep-param-dialog').getByRole('button', { name: '关闭' }).click();

    // The detail shows the limits the box runs: the acknowledged ones.
    await page.getByTestId(`aep-detail-${BOX}`).click();
    const drawer = page.getByTestId('aep-drawer');
    await expect(drawer.getByTestId('aep-limits')).toContainText('200');
    await expect(drawer.getByTestId('aep-param-status')).toHaveAttribute('data-status', 'REFUSED');
    await expect(drawer.getByTestId('aep-live-temperature')).toContainText(/\d/);
    await expect(drawer.getByTestId('aep-live-time')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  } finally {
    const answer = await callApi(
      page,
      '/front/siteAepDevice/updateParam',
      { projectId: PROJECT_ID, deviceId: BOX, ...DEFAULT_LIMITS },
      await storedToken(page),
    );
    expect(answer.code, answer.message).toBe(200);
  }
});

test('realtime logs: searched by box and exported as the list shows them', async ({ page }) => {
  await tab(page, '实时日志').click();
  const logs = page.getByTestId('resource-page-aepRealtimeLog');
  const rows = logs.getByTestId('resource-table').locator('tbody .arco-table-tr');
  await expect(rows.first()).toContainText('配电箱');
  await logs.getByTestId('search-deviceName').locator('input').fill('4号');
  await logs.getByTestId('resource-search').click();
  await expect(logs.locator('.arco-pagination-total-text')).toContainText('144');
  await expect(rows).toHaveCount(20);
  // Each row's box and time, as the table shows them.
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '');
      return [
        cells.find((text) => text.includes('配电箱')),
        cells.find((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)),
      ];
    }),
  );
  const [header, ...body] = await downloadedRows(page, logs.getByTestId('resource-export'));
  expect(header[0]).toBe('设备名称');
  expect(header.at(-1)).toBe('采集时间');
  expect(body).toHaveLength(144);
  expect(new Set(body.map((row) => row[0]))).toEqual(new Set(['4号分配电箱']));
  // The first page, cell for cell: the same rows in the same order.
  expect(body.slice(0, 20).map((row) => [row[0], row.at(-1)])).toEqual(shown);
});

test('electricity: by day of this month and by month of this year, drawn and listed', async ({ page }) => {
  await tab(page, '用电统计').click();
  const panel = page.getByTestId('aep-electricity');
  await expect(panel.getByTestId('aep-electricity-chart').locator('canvas').first()).toBeVisible();
  // The legend names the days in the page's language, not uPlot's English "Time".
  await expect(panel.getByTestId('aep-electricity-chart').locator('.u-legend')).toContainText('日期');
  await expect(panel.getByTestId('aep-electricity-chart').locator('.u-legend')).not.toContainText('Time');
  const now = new Date();
  const days = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const table = panel.getByTestId('aep-electricity-table');
  await expect(table.locator('tbody .arco-table-tr')).toHaveCount(days);
  await expect(panel.getByTestId('aep-electricity-total')).toContainText('kWh');
  await panel.getByTestId('aep-electricity-unit').getByText('按月').click();
  await expect(table.locator('tbody .arco-table-tr')).toHaveCount(12);
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const thisMonth = table.locator('tbody .arco-table-tr', { hasText: month });
  await expect(thisMonth.locator('td').nth(1)).not.toHaveText('0');
});
