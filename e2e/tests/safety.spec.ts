import { expect, type Page, test } from '@playwright/test';
import { downloadedRows } from './support/downloads';
import { callApi, login, storedToken } from './support/session';

// The dust and noise monitors of 城南安置房一期工程 (project 1): ycjz-1 to ycjz-3 with two days of readings.
const PROJECT_ID = '1';
const PAGE_PATH = '/safety-construction/dust-noise';
const MONITORS = ['ycjz-1', 'ycjz-2', 'ycjz-3'];
const DEFAULT_LIMITS = {
  tsp: 300,
  pm10: 150,
  pm25: 75,
  noiseDay: 70,
  noiseNight: 55,
  temperature: 35,
  windSpeed: 10.8,
  windLv: 6,
};

async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await callApi(page, path, { projectId: PROJECT_ID, ...body }, await storedToken(page));
  expect(answer.code, answer.message).toBe(200);
  return answer.data as T;
}

const tab = (page: Page, name: string) => page.getByTestId('dust-noise-page').getByRole('tab', { name });

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(page.getByTestId('ycjz-live')).toBeVisible();
});

test('live readings: a stricter PM2.5 threshold flags every monitor at once', async ({ page }) => {
  const live = page.getByTestId('ycjz-live');
  for (const id of MONITORS) await expect(live.getByTestId(`ycjz-live-${id}`)).toBeVisible();
  await expect(live.getByTestId('ycjz-live-ycjz-1').getByTestId('ycjz-reading-pm25')).toContainText(
    '阈值 75',
  );
  try {
    await page.getByTestId('ycjz-warn-open').click();
    const dialog = page.getByTestId('ycjz-warn-dialog');
    await dialog.getByTestId('ycjz-warn-pm25').locator('input').fill('0');
    await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    for (const id of MONITORS) {
      const pm25 = live.getByTestId(`ycjz-live-${id}`).getByTestId('ycjz-reading-pm25');
      await expect(pm25).toContainText('阈值 0');
      await expect(pm25).toContainText('超标');
    }
  } finally {
    await api(page, '/front/siteYcjzDevice/updateWarnSetting', DEFAULT_LIMITS);
  }
});

test('devices: a monitor is added, listed and deleted', async ({ page }) => {
  await tab(page, '设备管理').click();
  const devices = page.getByTestId('resource-page-ycjzDevice');
  const rows = devices.getByTestId('resource-table').locator('tbody .arco-table-tr');
  await expect(rows.filter({ hasText: '1号扬尘监测仪（东大门）' })).toBeVisible();
  const name = `E2E监测点${Date.now() % 100000}`;
  await devices.getByTestId('resource-add').click();
  await page.getByTestId('resource-form').getByTestId('form-deviceAlias').locator('input').fill(name);
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();
  const added = rows.filter({ hasText: name });
  await expect(added).toHaveCount(1);
  await added.locator('[data-testid^=resource-delete-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(rows.filter({ hasText: name })).toHaveCount(0);
});

test('curves: hourly and daily trends of a monitor are drawn', async ({ page }) => {
  await tab(page, '曲线趋势').click();
  const curve = page.getByTestId('ycjz-curve');
  await expect(curve.getByTestId('ycjz-curve-chart').locator('canvas')).toBeVisible();
  await expect(curve.getByTestId('ycjz-curve-chart')).toContainText('PM2.5');
  await expect(curve.getByTestId('ycjz-curve-chart').locator('.u-legend')).toContainText('时间');
  await curve.getByTestId('ycjz-curve-unit').getByText('按天').click();
  await expect(curve.getByTestId('ycjz-curve-chart').locator('canvas')).toBeVisible();
});

test('statistic list: the days of the monitors, exported as the list shows them', async ({ page }) => {
  await tab(page, '统计列表').click();
  const table = page.getByTestId('ycjz-statistic-table');
  const rows = table.locator('tbody .arco-table-tr');
  await expect(rows.first()).toContainText('扬尘监测仪');
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('td'))
        .slice(0, 2)
        .map((td) => td.textContent?.trim() ?? ''),
    ),
  );
  const sheet = await downloadedRows(page, page.getByTestId('ycjz-statistic-export'));
  expect(sheet[0].slice(0, 2)).toEqual(['日期', '设备名称']);
  expect(sheet.slice(1).map((row) => row.slice(0, 2))).toEqual(shown);
});
