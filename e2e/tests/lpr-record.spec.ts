import { expect, type Locator, type Page, test } from '@playwright/test';
import { downloadedRows } from './support/downloads';
import { callApi, login, storedToken } from './support/session';

// The plate records of 城南安置房一期工程 (project 1): the demo seeds 7 days of passages at its gates.
const PAGE_PATH = '/vehicle-manage/lpr-record';
const PROJECT_ID = '1';
const ACCESS_LIST = '/front/siteLprRecord/queryAccessRecordList';

interface Passage {
  recordId: string;
  licensePlate: string;
  recognitionTime: string;
}

const list = (page: Page, name: string) => page.getByTestId(`resource-page-${name}`);
const rowsOf = (section: Locator) => section.getByTestId('resource-table').locator('tbody .arco-table-tr');

async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await callApi(page, path, { projectId: PROJECT_ID, ...body }, await storedToken(page));
  expect(answer.code, answer.message).toBe(200);
  return answer.data as T;
}

/** The text of the last `columns` cells of each row of the table. */
async function tableCells(section: Locator, columns: number): Promise<string[][]> {
  const rows = await rowsOf(section).all();
  return Promise.all(
    rows.map(async (row) =>
      (await row.locator('td').allInnerTexts()).slice(-columns).map((text) => text.trim()),
    ),
  );
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
});

test('counts the last 7 days per day and plate colour, draws them, and exports the same rows', async ({
  page,
}) => {
  const statistics = list(page, 'lprThroughStatistics');
  await expect(page.getByTestId('lpr-through-chart').locator('canvas')).toBeVisible();
  await expect(rowsOf(statistics).first()).toBeVisible();
  const shown = await tableCells(statistics, 6);
  expect(shown.length).toBeGreaterThan(1);
  // Newest day first; the colours by their names.
  expect(shown[0][0] >= shown.at(-1)![0]).toBe(true);
  expect(shown.every((row) => ['蓝色', '黄色', '绿色', '白色', '黑色'].includes(row[1]))).toBe(true);

  const [header, ...body] = await downloadedRows(page, statistics.getByTestId('resource-export'));
  expect(header).toEqual(['日期', '车牌颜色', '进场车次', '出场车次', '通行车次', '车辆数']);
  expect(body).toEqual(shown);
});

test('searches the passages of a plate over every day, shows their drawn photos and exports that list', async ({
  page,
}) => {
  const all = await api<{ records: Passage[] }>(page, ACCESS_LIST, { pageNumber: 1, pageSize: 1 });
  const { licensePlate } = all.records[0];
  const expected = await api<{ total: number; records: Passage[] }>(page, ACCESS_LIST, {
    licensePlate,
    pageNumber: 1,
    pageSize: 20,
  });

  await page.getByRole('tab', { name: '出入记录' }).click();
  const access = list(page, 'lprAccessRecord');
  // The list opens on today; clearing the range lists every day.
  const range = access.getByTestId('search-recognitionTime').locator('.arco-picker');
  await range.hover();
  await range.locator('.arco-picker-clear-icon').click();
  await access.getByTestId('search-licensePlate').locator('input').fill(licensePlate);
  await access.getByTestId('resource-search').click();
  await expect(rowsOf(access)).toHaveCount(Math.min(20, expected.total));
  await expect(rowsOf(access).first()).toContainText(expected.records[0].recognitionTime);

  // The photo is drawn by the server: a picture, which opens in a preview.
  const photo = rowsOf(access).first().locator('img');
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await photo.click();
  await expect(page.locator('.arco-image-preview')).toBeVisible();
  await page.keyboard.press('Escape');

  const [header, ...body] = await downloadedRows(page, access.getByTestId('resource-export'));
  expect(header).toEqual(['车牌号', '车牌颜色', '车辆类型', '所属车队', '进出方向', '识别设备', '识别时间']);
  expect(body).toHaveLength(expected.total);
  expect(new Set(body.map((row) => row[0]))).toEqual(new Set([licensePlate]));
  expect(body.map((row) => row[6])).toEqual(expect.arrayContaining([expected.records[0].recognitionTime]));
});

test('pairs entries with their exits over every day and opens the stranger list', async ({ page }) => {
  await page.getByRole('tab', { name: '通行记录' }).click();
  const through = list(page, 'lprThroughRecord');
  const range = through.getByTestId('search-inTime').locator('.arco-picker');
  await range.hover();
  await range.locator('.arco-picker-clear-icon').click();
  await through.getByTestId('resource-search').click();
  await expect(rowsOf(through).first()).toBeVisible();
  await expect(through.getByTestId('resource-table')).toContainText('停留时长(分钟)');

  await page.getByRole('tab', { name: '陌生车辆' }).click();
  const strangers = list(page, 'lprStrangeRecord');
  await expect(strangers.getByTestId('resource-table')).toBeVisible();
});
