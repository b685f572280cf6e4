import { expect, type Page, test } from '@playwright/test';
import { downloadedRows } from './support/downloads';
import { choose } from './support/select';
import { callApi, login, storedToken } from './support/session';

// The logs of 城南安置房一期工程 (project 1): the system operation log and the face comparison log.
const PROJECT_ID = '1';

async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await callApi(page, path, body, await storedToken(page));
  expect(answer.code, answer.message).toBe(200);
  return answer.data as T;
}

test('system operation log: a screen added and renamed, searched, its change shown before → after, exported', async ({
  page,
}) => {
  await login(page, 'admin', '/log/system-operation-log');
  const name = `日志E2E${Date.now()}`;
  const screen = await api<{ screenId: string }>(page, '/front/siteCustomScreen/add', {
    projectId: PROJECT_ID,
    screenName: name,
  });
  await api(page, '/front/siteCustomScreen/update', { screenId: screen.screenId, screenName: `${name}改` });

  const logPage = page.getByTestId('operate-log-page');
  const rows = logPage.getByTestId('operate-log-table').locator('tbody .arco-table-tr');
  await logPage.getByTestId('filter-targetName').locator('input').fill(name);
  await choose(page, logPage.getByTestId('filter-module'), '自定义大屏');
  await logPage.getByTestId('list-search').click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('修改');
  await expect(rows.nth(0)).toContainText('系统管理员');
  await expect(rows.nth(0).getByTestId('operate-log-changes')).toContainText(`名称：${name} → ${name}改`);
  await expect(rows.nth(1)).toContainText('新增');

  await choose(page, logPage.getByTestId('filter-operateType'), '修改');
  await logPage.getByTestId('list-search').click();
  await expect(rows).toHaveCount(1);

  const [header, ...body] = await downloadedRows(page, logPage.getByTestId('operate-log-export'));
  expect(header).toEqual(['操作时间', '操作人', '操作类型', '模块', '操作对象', '操作前', '操作后']);
  expect(body).toHaveLength(1);
  expect(body[0].slice(1, 5)).toEqual(['系统管理员', '修改', '自定义大屏', `${name}改`]);
});

test('comparison log: the faces the devices compared, filtered by result and exported', async ({ page }) => {
  await login(page, 'admin', '/log/comparison-log');
  const logs = page.getByTestId('resource-page-fcComparerLog');
  const rows = logs.getByTestId('resource-table').locator('tbody .arco-table-tr');
  await expect(rows.first()).toContainText(/比对(成功|失败)/);
  await choose(page, logs.getByTestId('search-compareResult'), '比对失败');
  await logs.getByTestId('resource-search').click();
  await expect(rows.first()).toContainText('比对失败');
  await expect(logs.getByTestId('resource-table')).not.toContainText('比对成功');

  const [header, ...body] = await downloadedRows(page, logs.getByTestId('resource-export'));
  expect(header).toEqual(
    expect.arrayContaining(['抓拍照片', '比对人员', '相似度(%)', '比对阈值(%)', '比对结果']),
  );
  const result = header.indexOf('比对结果');
  expect(body.length).toBeGreaterThan(0);
  expect(new Set(body.map((row) => row[result]))).toEqual(new Set(['比对失败']));
});
