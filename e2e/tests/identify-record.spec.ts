import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callApi, login, storedToken } from './support/session';

// The identification records of 城南安置房一期工程 (project 1), device group of the real-name area.
const PAGE_PATH = '/real-name/identify-record';
const PROJECT_ID = '1';
const LIST = '/front/siteVerifyPersonRecord/listByProject';
const ADD = '/front/siteVerifyPersonRecord/add';
const DEVICE = 'verify-device-1-1';

interface RecordRow {
  recordId: string;
  personId: string;
  personName: string;
}

const records = (page: Page) => page.getByTestId('resource-page-personRecord');
const rows = (page: Page) => records(page).getByTestId('resource-table').locator('tbody .arco-table-tr');

async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await callApi(page, path, { projectId: PROJECT_ID, ...body }, await storedToken(page));
  expect(answer.code, answer.message).toBe(200);
  return answer.data as T;
}

async function workbookRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const read: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    read.push((row.values as unknown[]).slice(1).map((cell) => (cell == null ? '' : String(cell))));
  });
  return read;
}

/** Searches the records of one person by name. */
async function searchName(page: Page, personName: string): Promise<void> {
  await records(page).getByTestId('search-personName').locator('input').fill(personName);
  await records(page).getByTestId('resource-search').click();
}

/** Today's whole day, as the list opens on it. */
function today(): { recordTimeStart: string; recordTimeEnd: string } {
  const now = new Date();
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return { recordTimeStart: `${day} 00:00:00`, recordTimeEnd: `${day} 23:59:59` };
}

async function workers(page: Page): Promise<RecordRow[]> {
  const people = await api<{ records: RecordRow[] }>(page, '/front/sitePerson/listByProject', {
    personType: 'WORKER',
    pageNumber: 1,
    pageSize: 2,
  });
  return people.records;
}

const pass = (page: Page, person: RecordRow) =>
  api<{ recordId: string }>(page, ADD, {
    personId: person.personId,
    deviceId: DEVICE,
    entryExitType: '1',
    personTemperature: 36.6,
  });

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  // The list opens on today's records: one at least, whatever the time of the run.
  const [first] = await workers(page);
  await pass(page, first);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
});

test('exports the filtered identification records as an .xlsx whose rows are the list', async ({ page }) => {
  const newest = await api<{ records: RecordRow[] }>(page, LIST, { pageNumber: 1, pageSize: 1, ...today() });
  const { personName } = newest.records[0];
  await searchName(page, personName);
  const expected = await api<{ total: number }>(page, LIST, { personName, pageSize: 1, ...today() });
  await expect(records(page)).toContainText(`${expected.total}`);

  const downloading = page.waitForEvent('download');
  await records(page).getByTestId('resource-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const [header, ...body] = await workbookRows(await readFile((await download.path()) as string));
  expect(header).toEqual(expect.arrayContaining(['姓名', '身份证号', '进出类型', '识别时间', '识别照片']));
  expect(body).toHaveLength(expected.total);
  const name = header.indexOf('姓名');
  expect(new Set(body.map((row) => row[name]))).toEqual(new Set([personName]));
});

test('shows a record pushed by a device at the top of the open list, marked new, unless the filter excludes it', async ({
  page,
}) => {
  const [watched, other] = await workers(page);
  await searchName(page, watched.personName);
  await expect(rows(page).first()).toBeVisible();
  const push = (person: RecordRow) => pass(page, person);

  // The page subscribes once its socket is up: a passage is pushed until one arrives.
  let pushedId = '';
  await expect(async () => {
    pushedId = (await push(watched)).recordId;
    await expect(records(page).locator('.resource-row-new').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const first = rows(page).first();
  await expect(first).toHaveClass(/resource-row-new/);
  await expect(first).toContainText(watched.personName);
  await expect(first.getByTestId('record-new')).toBeVisible();
  expect(pushedId).not.toBe('');

  // Someone else's passage does not enter a list searched by this name.
  const before = await records(page).locator('.resource-row-new').count();
  await push(other);
  await page.waitForTimeout(1_500);
  await expect(records(page).locator('.resource-row-new')).toHaveCount(before);
  await expect(records(page).getByTestId('resource-table')).not.toContainText(other.personName);
});
