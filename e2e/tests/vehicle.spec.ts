import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { importAndOpenDetail } from './support/import-task';
import { choose } from './support/select';
import { callApi, login, storedToken } from './support/session';

// The vehicle whitelist of 城南安置房一期工程 (project 1).
const WHITE_LIST_PATH = '/vehicle-manage/white-list';
const PROJECT_ID = '1';
const DAY = 86_400_000;

const whiteList = (page: Page) => page.getByTestId('resource-page-lprWhiteList');
const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const rows = (page: Page) => whiteList(page).getByTestId('resource-table').locator('tbody .arco-table-tr');
/** The time `days` from now as 'YYYY-MM-DD HH:mm:ss' (UTC, as the tests' server and browser run). */
const timeFrom = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 19).replace('T', ' ');
/** A plate no other run has used: 浙 E2E and the last digits of now. */
const newPlate = () => `浙E${String(Date.now()).slice(-5)}`;

async function pickTime(page: Page, key: string, time: string): Promise<void> {
  await formItem(page, key).locator('input').fill(time);
  await formItem(page, key).locator('input').press('Enter');
}

async function api(page: Page, path: string, body: Record<string, unknown>) {
  const answer = await callApi(page, path, { projectId: PROJECT_ID, ...body }, await storedToken(page));
  expect(answer.code, answer.message).toBe(200);
  return answer.data as Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', WHITE_LIST_PATH);
  await expect(whiteList(page).getByTestId('resource-table')).toBeVisible();
});

test('adds a plate through the form, refusing a bad plate and an expiry before the start, then edits and deletes it', async ({
  page,
}) => {
  const plate = newPlate();
  await whiteList(page).getByTestId('resource-add').click();
  await formItem(page, 'licensePlate').locator('input').fill('ABC');
  await formItem(page, 'licensePlate').locator('input').blur();
  await expect(formItem(page, 'licensePlate')).toContainText('请输入正确的车牌号');
  await formItem(page, 'licensePlate').locator('input').fill(plate);
  await formItem(page, 'licensePlate').locator('input').blur();
  await expect(formItem(page, 'licensePlate')).not.toContainText('请输入正确的车牌号');
  await choose(page, formItem(page, 'wtype'), '临时');
  await choose(page, formItem(page, 'color'), '黄色');
  await choose(page, formItem(page, 'carType'), '渣土车');
  await formItem(page, 'mcName').locator('input').fill('土方车队');
  await pickTime(page, 'effectTime', timeFrom(1));
  await pickTime(page, 'expirationTime', timeFrom(-1));
  await expect(formItem(page, 'expirationTime')).toContainText('失效时间必须晚于生效时间');
  // Within the default reminder of 7 days: the list flags it as expiring.
  await pickTime(page, 'expirationTime', timeFrom(3));
  await expect(formItem(page, 'expirationTime')).not.toContainText('失效时间必须晚于生效时间');
  await choose(page, formItem(page, 'status'), '启用');
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  await whiteList(page).getByTestId('search-licensePlate').locator('input').fill(plate);
  await whiteList(page).getByTestId('resource-search').click();
  const added = rows(page).filter({ hasText: plate });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('土方车队');
  await expect(added).toContainText('渣土车');
  await expect(added.locator('[data-testid^=white-list-expiry-]')).toContainText('即将过期');

  await added.locator('[data-testid^=resource-edit-]').click();
  await choose(page, formItem(page, 'status'), '停用');
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();
  await expect(added).toContainText('停用');

  await added.locator('[data-testid^=resource-delete-]').click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(rows(page).filter({ hasText: plate })).toHaveCount(0);
});

test('the rule sets how early entries are flagged as expiring', async ({ page }) => {
  const plate = newPlate();
  await api(page, '/front/siteLprWhiteList/save', {
    licensePlate: plate,
    wtype: 1,
    color: 1,
    carType: 1,
    mcName: '',
    effectTime: timeFrom(-1),
    expirationTime: timeFrom(30),
    equipmentName: '',
    status: 1,
    remark: '',
  });
  await page.reload();
  await whiteList(page).getByTestId('search-licensePlate').locator('input').fill(plate);
  await whiteList(page).getByTestId('resource-search').click();
  const tag = rows(page).filter({ hasText: plate }).locator('[data-testid^=white-list-expiry-]');
  await expect(tag).toContainText('有效');

  const setDays = async (days: string) => {
    await whiteList(page).getByTestId('white-list-rule-open').click();
    const dialog = page.locator('.white-list-rule');
    await dialog.locator('.rule-remind-days input').fill(days);
    await page.locator('#white-list-rule-save').click();
    await expect(page.locator('.arco-message').last()).toContainText('保存成功');
    await expect(dialog).toBeHidden();
  };
  await setDays('60');
  await expect(tag).toContainText('即将过期');
  await setDays('7');
  await expect(tag).toContainText('有效');
});

test('imports plates: the refused row is reported with the seed columns in the task detail', async ({
  page,
}) => {
  const plate = newPlate();
  await whiteList(page).getByTestId('resource-import').click();
  const dialog = page.getByTestId('import-dialog');
  const values: Record<string, string>[] = [
    { 车牌号: plate, 白名单类型: '长期', 车牌颜色: '蓝色', 车辆类型: '轿车', 所属车队: '管理车队' },
    { 车牌号: '浙1', 白名单类型: '临时', 车牌颜色: '绿色', 车辆类型: '货车', 所属车队: '访客' },
  ];
  const header = [
    '车牌号',
    '白名单类型',
    '车牌颜色',
    '车辆类型',
    '所属车队',
    '生效时间',
    '失效时间',
    '下发设备',
    '状态',
    '备注',
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('白名单');
  sheet.addRow(header);
  for (const row of values)
    sheet.addRow(
      header.map(
        (title) =>
          row[title] ??
          { 生效时间: timeFrom(0), 失效时间: timeFrom(90), 下发设备: '东门', 状态: '启用', 备注: '' }[title],
      ),
    );
  await dialog.getByTestId('import-file-input').setInputFiles({
    name: '白名单导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(dialog.getByTestId('import-summary')).toHaveAttribute('data-bad', '1');
  const { detail } = await importAndOpenDetail(page, dialog);
  await expect(detail.getByTestId('task-detail-row')).toHaveCount(2);
  const failed = detail.locator('[data-testid=task-detail-row][data-record-status="0"]');
  await expect(failed).toContainText('浙1');
  await expect(failed).toContainText('请输入正确的车牌号');
  await expect(failed).toContainText('访客');
  const done = detail.locator('[data-testid=task-detail-row][data-record-status="1"]');
  await expect(done).toContainText(plate);
  await expect(done).toContainText('长期');
  await expect(done).toContainText('管理车队');
});
