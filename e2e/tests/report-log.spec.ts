import { expect, type Page, type Request, test } from '@playwright/test';
import { chooseProject, login, quietAgreementExceptionsToday } from './support/session';

// The project with two agreements (server/src/seed/agreements.ts, upload-logs.ts).
const LONG_PROJECT = '杭州市萧山区国际博览中心配套市政道路及综合管廊建设工程';
const LIST = '/front/tenementAgreementUploadLog/pageListByProject';

const pad = (value: number) => String(value).padStart(2, '0');
const day = (daysAgo: number) => {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const listCall = (page: Page) => page.waitForRequest((request) => request.url().endsWith(LIST));
const payload = (request: Request) => request.postDataJSON() as Record<string, unknown>;
const rows = (page: Page) => page.getByTestId('report-log-table').locator('tbody .arco-table-tr');
/** The cells of one column of the shown rows (1-based, in the order of the table). */
const column = (page: Page, index: number) => rows(page).locator(`.arco-table-td:nth-child(${index})`);

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByTestId(`filter-${field}`).locator('.arco-select-view').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).click();
}

test('the report log opens on the last seven days and filters by status and date, page by page', async ({
  page,
}) => {
  await login(page, 'admin');
  await quietAgreementExceptionsToday(page, '3');
  const reloaded = page.waitForEvent('load');
  await chooseProject(page, LONG_PROJECT);
  await reloaded;

  const opened = listCall(page);
  await page.goto('/log/protocol-reporting-log');
  expect(payload(await opened)).toMatchObject({
    businessId: '3',
    pageNumber: 1,
    pageSize: 20,
    startTime: `${day(6)} 00:00:00`,
    endTime: `${day(0)} 23:59:59`,
  });
  await expect(rows(page)).toHaveCount(20);
  const firstRow = (await rows(page).first().textContent()) ?? '';
  // The project's lock notice stays until closed, over the right end of the form.
  await page
    .locator('.arco-notification', { has: page.getByTestId('agreement-lock-notice') })
    .locator('.arco-notification-close-btn')
    .click();
  const table = page.getByTestId('report-log-table');
  for (const title of ['协议', '操作类型', '数据名称', '状态', '结果信息', '上报时间'])
    await expect(table.locator('.arco-table-th')).toContainText([title]);
  await expect(page.getByTestId('filter-createTime').locator('input').first()).toHaveValue(day(6));

  // Layout type 1: the agreement is a filter over the project's two agreements.
  await page.getByTestId('filter-agreementCode').locator('.arco-select-view').click();
  await expect(page.locator('.arco-select-popup:visible .arco-select-option')).toHaveText([
    '杭州市建筑工人实名制管理平台',
    '浙江省建筑工人管理服务信息平台',
  ]);
  await page.keyboard.press('Escape');

  await choose(page, 'getResultStatus', '获取失败');
  const failed = listCall(page);
  await page.getByTestId('list-search').click();
  expect(payload(await failed)).toMatchObject({ getResultStatus: 2, pageNumber: 1 });
  await expect(column(page, 4).first()).toHaveText('获取失败');
  const statuses = await column(page, 4).allInnerTexts();
  expect(new Set(statuses)).toEqual(new Set(['获取失败']));

  // Only yesterday: typed into the range, which sends its end at 23:59:59.
  const range = page.getByTestId('filter-createTime').locator('input');
  await range.first().click();
  await range.first().fill(day(1));
  await range.first().press('Enter');
  await range.nth(1).click();
  await range.nth(1).fill(day(1));
  await range.nth(1).press('Enter');
  await expect(range.nth(1)).toHaveValue(day(1));
  const yesterday = listCall(page);
  await page.getByTestId('list-search').click();
  expect(payload(await yesterday)).toMatchObject({
    getResultStatus: 2,
    startTime: `${day(1)} 00:00:00`,
    endTime: `${day(1)} 23:59:59`,
  });
  await expect(rows(page).first()).toContainText(day(1));
  for (const time of await column(page, 6).allInnerTexts()) expect(time.startsWith(day(1))).toBe(true);

  // Reset brings back the seven days and every status (the list may come from the cache); then page 2.
  await page.getByTestId('list-reset').click();
  await expect(range.first()).toHaveValue(day(6));
  await expect(range.nth(1)).toHaveValue(day(0));
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).toHaveText(firstRow);
  const second = listCall(page);
  await page.locator('.arco-pagination-item', { hasText: /^2$/ }).click();
  const secondPayload = payload(await second);
  expect(secondPayload).toMatchObject({
    pageNumber: 2,
    pageSize: 20,
    startTime: `${day(6)} 00:00:00`,
    endTime: `${day(0)} 23:59:59`,
  });
  expect(secondPayload.getResultStatus).toBeUndefined();
  await expect(page.locator('.arco-pagination-item-active')).toHaveText('2');
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).not.toHaveText(firstRow);
});
