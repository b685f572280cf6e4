import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose } from './support/select';
import { callApi, login, storedToken } from './support/session';

// The organisation of 城南安置房一期工程 (project 1) under /manage: teams, areas, companies, work types.
const PROJECT_ID = '1';
const LABOUR_COMPANY = '杭州鼎力建筑劳务有限公司';

/** A message of the console (several can show at once). */
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.arco-message-${kind}`).filter({ hasText: text });
const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const rowsOf = (list: Locator) => list.getByTestId('resource-table').locator('tbody .arco-table-tr');

/** Adds a team of the labour company through the API, for the pages that arrange teams. */
async function addTeam(page: Page, teamName: string): Promise<string> {
  const token = await storedToken(page);
  const companies = await callApi(
    page,
    '/front/siteProjectCompany/listByProject',
    { projectId: PROJECT_ID },
    token,
  );
  const { records } = companies.data as { records: { companyId: string; companyName: string }[] };
  const company = records.find((item) => item.companyName === LABOUR_COMPANY)!;
  const added = await callApi(
    page,
    '/front/siteTeam/add',
    { projectId: PROJECT_ID, teamName, companyId: company.companyId },
    token,
  );
  expect(added.code, added.message).toBe(200);
  return (added.data as { teamId: string }).teamId;
}

/** Adds an area through the API, as someone else at work on the project would. */
async function addArea(page: Page, areaName: string, token: string): Promise<void> {
  const added = await callApi(page, '/front/siteArea/add', { projectId: PROJECT_ID, areaName }, token);
  expect(added.code, added.message).toBe(200);
}

/** Batch-deletes the areas the list shows (those a test made, found by its prefix). */
async function deleteShownAreas(page: Page, areas: Locator): Promise<void> {
  await areas.locator('thead .arco-checkbox').click();
  await areas.getByTestId('resource-batch-delete').click();
  await page.locator('.arco-modal-footer .arco-btn-primary:visible').last().click();
  await expect(areas.getByTestId('resource-table')).toContainText('暂无数据');
}

test('team-management: adds a team, shows its people, refuses to delete a team with people', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/team-management');
  const teams = page.getByTestId('resource-page-team');
  await expect(rowsOf(teams).first()).toBeVisible();
  const teamName = `E2E班组${Date.now() % 100000}`;

  await teams.getByTestId('resource-add').click();
  await formItem(page, 'teamName').locator('input').fill(teamName);
  await choose(page, formItem(page, 'companyId'), LABOUR_COMPANY);
  await formItem(page, 'leaderPhone').locator('input').fill('12345');
  await formItem(page, 'leaderPhone').locator('input').blur();
  await expect(formItem(page, 'leaderPhone')).toContainText('请输入正确的手机号码');
  await formItem(page, 'leaderPhone').locator('input').fill('13812345678');
  await formItem(page, 'leaderPhone').locator('input').blur();
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  // By company: the new team is listed with nobody in it.
  await choose(page, teams.getByTestId('search-companyId'), LABOUR_COMPANY);
  await teams.getByTestId('search-teamName').locator('input').fill(teamName);
  await teams.getByTestId('resource-search').click();
  const added = rowsOf(teams).filter({ hasText: teamName });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('0 / 0');

  // 钢筋班 has people: its delete is refused with the reason, and it stays.
  await teams.getByTestId('search-teamName').locator('input').fill('钢筋班');
  await teams.getByTestId('resource-search').click();
  const rebar = rowsOf(teams).filter({ hasText: '钢筋班' }).first();
  await expect(rebar.locator('[data-testid^=team-people-]')).toHaveText(/^\d+ \/ \d+$/);
  await rebar.locator('[data-testid^=resource-delete-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, 'error', '还有')).toBeVisible();
  await expect(toast(page, 'error', '请先将人员调出该班组后再删除')).toBeVisible();
  await expect(rowsOf(teams).filter({ hasText: '钢筋班' }).first()).toBeVisible();

  // The empty team goes.
  await teams.getByTestId('search-teamName').locator('input').fill(teamName);
  await teams.getByTestId('resource-search').click();
  await rowsOf(teams).filter({ hasText: teamName }).locator('[data-testid^=resource-delete-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, 'success', '删除成功!')).toBeVisible();
  await expect(rowsOf(teams).filter({ hasText: teamName })).toHaveCount(0);
});

test('district-management: an area takes a team, shows its companies and its face devices', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/district-management');
  const areas = page.getByTestId('resource-page-area');
  await expect(rowsOf(areas).filter({ hasText: '施工一区' })).toBeVisible();
  const suffix = Date.now() % 100000;
  const teamName = `E2E区域班组${suffix}`;
  await addTeam(page, teamName);

  // The devices of 施工一区 with their state.
  await rowsOf(areas).filter({ hasText: '施工一区' }).locator('[data-testid^=area-open-]').click();
  const drawer = page.getByTestId('area-drawer');
  await drawer.getByRole('tab', { name: '人脸设备' }).click();
  await expect(drawer.getByTestId('area-device-table')).toContainText('施工一区东门人脸机');
  await expect(drawer.getByTestId('area-device-table')).toContainText('在线');
  await drawer.locator('.arco-drawer-close-icon').click();

  const areaName = `E2E加工区${suffix}`;
  await areas.getByTestId('resource-add').click();
  await formItem(page, 'areaName').locator('input').fill(areaName);
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();
  const row = rowsOf(areas).filter({ hasText: areaName });
  await expect(row).toHaveCount(1);

  await row.locator('[data-testid^=area-open-]').click();
  const teamsSelect = drawer.getByTestId('area-teams');
  await teamsSelect.click();
  await page.keyboard.type(teamName);
  await page.locator('.arco-select-popup:visible .arco-select-option').filter({ hasText: teamName }).click();
  await drawer.getByTestId('area-objects-save').click();
  await expect(toast(page, 'success', '保存成功')).toBeVisible();
  await expect(drawer.getByTestId('area-companies')).toContainText(LABOUR_COMPANY);
  await drawer.locator('.arco-drawer-close-icon').click();
  // The list counts the team now.
  const headers = await areas.getByTestId('resource-table').locator('thead th').allTextContents();
  await expect(row.locator('td').nth(headers.indexOf('班组数'))).toHaveText('1');
});

test('district-management: deleting the only row of the last page shows the page that is now last', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/district-management');
  const areas = page.getByTestId('resource-page-area');
  const prefix = `E2E翻页${Date.now() % 100000}-`;
  const token = await storedToken(page);
  for (let n = 10; n <= 20; n++) await addArea(page, `${prefix}${n}`, token);
  await areas.getByTestId('search-areaName').locator('input').fill(prefix);
  await areas.getByTestId('resource-search').click();
  await expect(areas.locator('.arco-pagination-total-text')).toHaveText('共 11 条');
  await areas.locator('.arco-pagination-option .arco-select-view').click();
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .filter({ hasText: '10 条/页' })
    .click();
  await areas.locator('.arco-pagination-item').filter({ hasText: /^2$/ }).click();
  await expect(rowsOf(areas)).toHaveCount(1);

  await rowsOf(areas).first().locator('[data-testid^=resource-delete-]').click();
  await page.locator('.arco-modal-footer .arco-btn-primary:visible').last().click();
  await expect(toast(page, 'success', '删除成功')).toBeVisible();
  // Not an empty page 2 under 共 10 条: page 1 with its ten rows.
  await expect(areas.locator('.arco-pagination-total-text')).toHaveText('共 10 条');
  await expect(rowsOf(areas)).toHaveCount(10);
  await expect(areas.locator('.arco-pagination-item-active')).toHaveText('1');

  await deleteShownAreas(page, areas);
});

test('district-management: 查询 with the same filters reads the list again', async ({ page }) => {
  await login(page, 'admin', '/manage/district-management');
  const areas = page.getByTestId('resource-page-area');
  const prefix = `E2E刷新${Date.now() % 100000}-`;
  const token = await storedToken(page);
  await addArea(page, `${prefix}1`, token);
  await areas.getByTestId('search-areaName').locator('input').fill(prefix);
  await areas.getByTestId('resource-search').click();
  await expect(rowsOf(areas)).toHaveCount(1);
  // Someone else adds one: the same search again shows it (before, the list stayed as it was).
  await addArea(page, `${prefix}2`, token);
  await areas.getByTestId('resource-search').click();
  await expect(rowsOf(areas)).toHaveCount(2);
  await expect(areas.locator('.arco-pagination-total-text')).toHaveText('共 2 条');

  await deleteShownAreas(page, areas);
});

test('district-management: a save the connection drops is kept, and the 500 page brings the user back to it', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/district-management');
  const areas = page.getByTestId('resource-page-area');
  const areaName = `E2E断网${Date.now() % 100000}`;
  const offline = (path: string) => page.route(`**${path}`, (route) => route.abort('internetdisconnected'));

  // The add does not reach the server: the seed's toast and 500 page, in words the user reads.
  await offline('/front/siteArea/add');
  await areas.getByTestId('resource-add').click();
  await formItem(page, 'areaName').locator('input').fill(areaName);
  await page.getByTestId('resource-submit').click();
  await expect(toast(page, 'error', '无法连接服务器，请检查网络后重试')).toBeVisible();
  await expect(page).toHaveURL(/\/500\?redirect=%2Fmanage%2Fdistrict-management$/);
  await expect(page.getByTestId('error-page-500')).toContainText('服务恢复后将自动返回刚才的页面');

  // The server answers again: back on the list, and the add dialog starts from what was typed.
  await page.unrouteAll();
  await expect(page).toHaveURL(/\/manage\/district-management$/, { timeout: 15_000 });
  await expect(toast(page, 'success', '服务已恢复')).toBeVisible();
  await areas.getByTestId('resource-add').click();
  await expect(page.getByTestId('form-draft')).toContainText('上次未能保存的内容已恢复');
  await expect(formItem(page, 'areaName').locator('input')).toHaveValue(areaName);
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();
  const row = rowsOf(areas).filter({ hasText: areaName });
  await expect(row).toHaveCount(1);
  // Saved, the draft is gone: the next add is empty.
  await areas.getByTestId('resource-add').click();
  await expect(formItem(page, 'areaName').locator('input')).toHaveValue('');
  await expect(page.getByTestId('form-draft')).toHaveCount(0);
  await page.getByRole('button', { name: '取消' }).click();

  // An edit kept the same way is offered to that record's edit; closing the dialog sets it aside.
  await offline('/front/siteArea/update');
  await row.locator('[data-testid^=resource-edit-]').click();
  await formItem(page, 'areaName').locator('input').fill(`${areaName}改`);
  await page.getByTestId('resource-submit').click();
  await expect(page).toHaveURL(/\/500\?redirect=/);
  await page.unrouteAll();
  await expect(page).toHaveURL(/\/manage\/district-management$/, { timeout: 15_000 });
  await row.locator('[data-testid^=resource-edit-]').click();
  await expect(formItem(page, 'areaName').locator('input')).toHaveValue(`${areaName}改`);
  await page.getByRole('button', { name: '取消' }).click();
  await row.locator('[data-testid^=resource-edit-]').click();
  await expect(formItem(page, 'areaName').locator('input')).toHaveValue(areaName);
  await expect(page.getByTestId('form-draft')).toHaveCount(0);
});

test('contractor: lists and finds the companies and saves an agreement parameter, refusing a bad phone', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/contractor');
  const table = page.getByTestId('contractor-table');
  await expect(table.locator('tbody .arco-table-tr')).toHaveCount(6);
  // A name searched is trimmed; 重置 empties it and lists every company again.
  await page.getByTestId('contractor-search-name').fill(' 鼎力 ');
  await page.getByTestId('contractor-search-name').press('Enter');
  await expect(table.locator('tbody .arco-table-tr')).toHaveCount(1);
  await expect(table.locator('tbody .arco-table-tr')).toContainText(LABOUR_COMPANY);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByTestId('contractor-search-name')).toHaveValue('');
  await expect(table.locator('tbody .arco-table-tr')).toHaveCount(6);
  const labour = table.locator('tbody .arco-table-tr').filter({ hasText: LABOUR_COMPANY });
  await labour.locator('[data-testid^=contractor-extend-]').click();

  const dialog = page.getByTestId('extend-dialog');
  const code = `HZ-E2E-${Date.now() % 100000}`;
  await dialog.getByTestId('extend-platformCorpCode').locator('input').fill(code);
  await dialog.getByTestId('extend-corpManagerPhone').locator('input').fill('1380000');
  await dialog.getByTestId('extend-corpManagerPhone').locator('input').blur();
  await expect(dialog.getByTestId('extend-corpManagerPhone')).toContainText('请输入正确的手机号码');
  await dialog.getByTestId('extend-save').click();
  await expect(dialog.getByTestId('extend-platformCorpCode').locator('input')).toHaveValue(code);
  // Not saved yet: × asks before dropping it.
  await dialog.locator('.arco-modal-close-icon').click();
  await page
    .locator('.arco-modal')
    .filter({ hasText: '放弃未保存的内容？' })
    .getByRole('button', { name: '继续填写' })
    .click();
  await expect(dialog.getByTestId('extend-platformCorpCode').locator('input')).toHaveValue(code);

  await dialog.getByTestId('extend-corpManagerPhone').locator('input').fill('13800001111');
  await dialog.getByTestId('extend-corpManagerPhone').locator('input').blur();
  await dialog.getByTestId('extend-save').click();
  await expect(toast(page, 'success', '保存成功')).toBeVisible();
  await expect(dialog).toContainText('上次保存');

  // Saved: nothing new, so × closes at once.
  await dialog.locator('.arco-modal-close-icon').click();
  await expect(dialog).toBeHidden();
  await labour.locator('[data-testid^=contractor-extend-]').click();
  await expect(page.getByTestId('extend-platformCorpCode').locator('input')).toHaveValue(code);
});

test('contractor: a company of the org joins in a role and leaves; one with people stays', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/contractor');
  const rows = page.getByTestId('contractor-table').locator('tbody .arco-table-tr');
  await expect(rows).toHaveCount(6);

  await page.getByTestId('contractor-add').click();
  const dialog = page.getByTestId('add-company-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByTestId('add-company-companyId')).toContainText('请选择企业');
  await choose(page, dialog.getByTestId('add-company-companyId'), '杭州萧峰市政工程有限公司');
  await choose(page, dialog.getByTestId('add-company-companyTypeId'), '专业分包');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, 'success', '新增成功')).toBeVisible();
  const joined = rows.filter({ hasText: '杭州萧峰市政工程有限公司' });
  await expect(joined).toContainText('专业分包');
  await expect(rows).toHaveCount(7);

  await rows.filter({ hasText: LABOUR_COMPANY }).locator('[data-testid^=contractor-remove-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, 'error', '请先移出后再删除')).toBeVisible();

  await joined.locator('[data-testid^=contractor-remove-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, 'success', '删除成功!')).toBeVisible();
  await expect(rows).toHaveCount(6);
});

test('work-type-info and job-type-info: people per type, special work types saved and reset', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/work-type-info');
  const table = page.getByTestId('work-type-table');
  const rebar = table.locator('tbody .arco-table-tr').filter({ hasText: '钢筋工' });
  await expect(rebar.locator('td').nth(1)).toHaveText(/^[1-9]\d*$/);
  const welder = table.locator('tbody .arco-table-tr').filter({ hasText: '焊工' }).first();
  await expect(welder).toContainText('特种作业');

  const special = page.getByTestId('special-worker-types');
  await special.getByTestId('special-木工').click();
  await special.getByTestId('special-save').click();
  await expect(toast(page, 'success', '保存成功')).toBeVisible();
  await expect(table.locator('tbody .arco-table-tr').filter({ hasText: '木工' })).toContainText('特种作业');

  await special.getByTestId('special-reset').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, 'success', '已恢复默认特种作业工种')).toBeVisible();
  await expect(table.locator('tbody .arco-table-tr').filter({ hasText: '木工' })).not.toContainText(
    '特种作业',
  );

  await page.goto('/manage/job-type-info');
  await expect(page.getByTestId('work-type-page-managerType')).toContainText('项目经理');
  await expect(page.getByTestId('special-worker-types')).toHaveCount(0);
});
