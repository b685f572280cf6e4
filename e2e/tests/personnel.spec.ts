import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ONE_PIXEL_PNG } from './support/files';
import { importAndOpenDetail, openPartlyFinishedTask } from './support/import-task';
import { callApi, login, storedToken } from './support/session';

// The worker list of 城南安置房一期工程 (project 1), built from the person declaration.
const LIST = '/real-name/personnel-list';
const PAGE = '/front/sitePerson/listByProject';
const PROJECT_ID = '1';
const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname;

const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const rows = (page: Page) => page.getByTestId('resource-table').locator('tbody .arco-table-tr');

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.locator('.arco-select-view').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function workers(page: Page, filters: Record<string, unknown>) {
  const answer = await callApi(
    page,
    PAGE,
    { projectId: PROJECT_ID, personType: 'WORKER', pageNumber: 1, pageSize: 1000, ...filters },
    await storedToken(page),
  );
  expect(answer.code, answer.message).toBe(200);
  return answer.data as { total: number; records: Record<string, string>[] };
}

async function workbookRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const read: string[][] = [];
  sheet.eachRow((row) => {
    read.push((row.values as unknown[]).slice(1).map((cell) => (cell == null ? '' : String(cell))));
  });
  return read;
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', LIST);
  await expect(rows(page).first()).toBeVisible();
});

test('adds a worker through the dynamic form: messages on bad input, the ID card read into the form, a head photo', async ({
  page,
}) => {
  // A dialog opens quiet (no message before anything is typed) and Escape closes it.
  await page.getByTestId('resource-add').click();
  await expect(page.getByTestId('resource-form')).toBeVisible();
  await expect(page.getByTestId('resource-form').locator('.arco-form-message')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  // Once something is typed, Escape and × ask before dropping it; 取消 drops it at once.
  const discard = page.locator('.arco-modal').filter({ hasText: '放弃未保存的内容？' });
  await page.getByTestId('resource-add').click();
  await formItem(page, 'personName').locator('input').fill('差点丢了');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: '继续填写' }).click();
  await expect(discard).toBeHidden();
  await expect(formItem(page, 'personName').locator('input')).toHaveValue('差点丢了');
  await page.getByTestId('resource-dialog').locator('.arco-modal-close-icon').click();
  await discard.getByRole('button', { name: '放弃' }).click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();
  await page.getByTestId('resource-add').click();
  await expect(formItem(page, 'personName').locator('input')).toHaveValue('');
  await formItem(page, 'personName').locator('input').fill('不要了');
  await page.getByTestId('resource-dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();
  await expect(discard).toHaveCount(0);

  await page.getByTestId('resource-add').click();
  const idcard = formItem(page, 'idcardNumber').locator('input');
  await idcard.fill('12345');
  await idcard.blur();
  await expect(formItem(page, 'idcardNumber')).toContainText('请输入正确的身份证号码');
  const phone = formItem(page, 'phone').locator('input');
  await phone.fill('1234');
  await phone.blur();
  await expect(formItem(page, 'phone')).toContainText('请输入正确的手机号码');
  await formItem(page, 'personName').locator('input').focus();
  await formItem(page, 'personName').locator('input').blur();
  await expect(formItem(page, 'personName')).toContainText('请输入姓名');

  // The card fills the fields left empty; what was typed stays until corrected.
  await idcard.fill('');
  await page
    .getByTestId('idcard-front')
    .locator('input[type=file]')
    .setInputFiles(fixture('idcard-front.png'));
  await expect(formItem(page, 'personName').locator('input')).toHaveValue('柯明远', { timeout: 30_000 });
  await expect(idcard).toHaveValue('330102199005121238');
  await expect(formItem(page, 'address').locator('input')).toHaveValue(/望江路88号/);
  await page.getByTestId('idcard-back').locator('input[type=file]').setInputFiles(fixture('idcard-back.png'));
  await expect(formItem(page, 'idcardStartDate').locator('input')).toHaveValue('2018-03-01', {
    timeout: 30_000,
  });
  await expect(formItem(page, 'idcardEndDate').locator('input')).toHaveValue('2038-03-01');
  await expect(page.getByTestId('idcard-front').locator('img')).toBeVisible();

  await formItem(page, 'headPhotoPath')
    .locator('input[type=file]')
    .setInputFiles({ name: 'head.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(formItem(page, 'headPhotoPath').locator('img')).toBeVisible();
  await phone.fill('13912345678');
  await choose(page, formItem(page, 'companyId'), '杭州鼎力建筑劳务有限公司');
  await choose(page, formItem(page, 'teamId'), '钢筋班');
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  const [added] = (await workers(page, { personName: '柯明远' })).records;
  expect(added).toMatchObject({
    personName: '柯明远',
    gender: '1',
    birthDate: '1990-05-12',
    teamName: '钢筋班',
    phone: '13912345678',
    idcardStartDate: '2018-03-01',
  });
  expect(added.headPhotoPath).toMatch(/^\/files\//);
  expect(added.idcardFrontPath).toMatch(/^\/files\//);
  await page.getByTestId('search-personName').locator('input').fill('柯明远');
  await page.getByTestId('resource-search').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('resource-thumbnail')).toBeVisible();

  // The same ID number again is refused, and nothing typed is lost.
  await page.getByTestId('resource-add').click();
  await formItem(page, 'personName').locator('input').fill('柯明远二');
  await idcard.fill('330102199005121238');
  await phone.fill('13912345679');
  await choose(page, formItem(page, 'companyId'), '杭州鼎力建筑劳务有限公司');
  await formItem(page, 'idcardStartDate').locator('input').fill('2018-03-01');
  await formItem(page, 'idcardStartDate').locator('input').press('Enter');
  await formItem(page, 'idcardTermStatus').locator('button[role=switch]').click();
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toContainText('已存在');
  await expect(formItem(page, 'personName').locator('input')).toHaveValue('柯明远二');
});

test("at a site office's 1366×768, the add dialog keeps its buttons in view and a refusal scrolls back to the first field left empty", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId('resource-add').click();
  // The form is taller than the screen.
  await expect(formItem(page, 'personName')).toBeInViewport();
  await expect(formItem(page, 'remark')).not.toBeInViewport();
  // The list's search bar has a 姓名 too: the dialog's label leads to the dialog's field.
  await formItem(page, 'personName').locator('label').click();
  await expect(formItem(page, 'personName').locator('input')).toBeFocused();
  // The form scrolls inside the dialog, under its title and above its buttons, which stay in view.
  await expect(page.getByTestId('resource-submit')).toBeInViewport();
  await formItem(page, 'remark').locator('textarea').focus();
  await expect(formItem(page, 'personName')).not.toBeInViewport();
  await expect(page.getByTestId('resource-submit')).toBeInViewport();
  await expect(page.getByTestId('resource-dialog').locator('.arco-modal-title')).toBeInViewport();
  await page.getByTestId('resource-submit').click();
  await expect(formItem(page, 'personName')).toContainText('请输入姓名');
  await expect(formItem(page, 'personName')).toBeInViewport();
  await expect(page.getByTestId('resource-dialog')).toBeVisible();
});

test('allocates three workers to a team in one go, and warns when none is selected', async ({ page }) => {
  await page.getByTestId('allot-team').click();
  await expect(page.locator('.arco-message')).toContainText('请选择要操作的人员！');

  const names = await rows(page).locator('td:nth-child(2)').allInnerTexts();
  const chosen = names.slice(0, 3).map((name) => name.trim());
  for (let row = 0; row < 3; row++) await rows(page).nth(row).locator('.arco-checkbox').click();
  await page.getByTestId('allot-team').click();
  const dialog = page.getByTestId('allot-dialog');
  await choose(page, dialog.getByTestId('allot-companyId'), '杭州宏远脚手架工程有限公司');
  await dialog.getByTestId('allot-submit').click();
  await expect(dialog).toContainText('请选择班组');
  await choose(page, dialog.getByTestId('allot-teamId'), '架子工班');
  await dialog.getByTestId('allot-submit').click();
  await expect(dialog).toBeHidden();
  for (const personName of chosen) {
    const [person] = (await workers(page, { personName })).records.filter(
      (row) => row.personName === personName,
    );
    expect(person, personName).toMatchObject({
      teamName: '架子工班',
      companyName: '杭州宏远脚手架工程有限公司',
    });
  }
});

test('exports the filtered list as an .xlsx whose rows are the list', async ({ page }) => {
  await choose(page, page.getByTestId('search-onJobStatus'), '离职');
  await page.getByTestId('resource-search').click();
  const expected = await workers(page, { onJobStatus: 0 });
  await expect(page.getByTestId('resource-page-person')).toContainText(`${expected.total}`);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('resource-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await workbookRows(await readFile((await download.path()) as string));
  const header = sheet[0];
  expect(header).toContain('姓名');
  expect(header).toContain('身份证号');
  const name = header.indexOf('姓名');
  const status = header.indexOf('在职状态');
  expect(
    sheet
      .slice(1)
      .map((row) => row[name])
      .sort(),
  ).toEqual(expected.records.map((row) => row.personName).sort());
  expect(new Set(sheet.slice(1).map((row) => row[status]))).toEqual(new Set(['离职']));
});

test('imports a file with bad rows: previewed in the browser, then per-row results in the task detail; the task is deleted', async ({
  page,
}) => {
  await page.getByTestId('resource-import').click();
  const dialog = page.getByTestId('import-dialog');
  const templating = page.waitForEvent('download');
  await dialog.getByTestId('import-template').click();
  const header = (await workbookRows(await readFile((await (await templating).path()) as string)))[0];

  const values: Record<string, string>[] = [
    {
      姓名: '导入甲',
      身份证号: '330102199101011232',
      身份证开始日期: '2019-01-01',
      身份证长期有效: '是',
      手机号码: '13700001111',
      所属企业: '杭州鼎力建筑劳务有限公司',
    },
    {
      姓名: '导入乙',
      身份证号: '33010219910101',
      身份证开始日期: '2019-01-01',
      身份证长期有效: '是',
      手机号码: '13700001112',
      所属企业: '杭州鼎力建筑劳务有限公司',
    },
    {
      姓名: '导入丙',
      身份证号: '330102199101011232',
      身份证开始日期: '2019-01-01',
      身份证长期有效: '是',
      手机号码: '13700001113',
      所属企业: '杭州鼎力建筑劳务有限公司',
    },
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('人员');
  sheet.addRow(header);
  for (const row of values) sheet.addRow(header.map((title) => row[title.replace(/^\*|\*$/g, '')] ?? ''));
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await dialog.getByTestId('import-file-input').setInputFiles({
    name: '人员导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toHaveAttribute('data-good', '1');
  await expect(summary).toHaveAttribute('data-bad', '2');
  await expect(dialog.locator('[data-testid=import-preview-row][data-row-number="3"]')).toContainText(
    '请输入正确的身份证号码',
  );
  const { centre, taskId, detail } = await importAndOpenDetail(page, dialog);
  const detailRows = detail.getByTestId('task-detail-row');
  await expect(detailRows).toHaveCount(3);
  await expect(detail.locator('[data-testid=task-detail-row][data-record-status="1"]')).toHaveCount(1);
  await expect(detailRows.filter({ hasText: '导入乙' })).toContainText('请输入正确的身份证号码');
  await expect(detailRows.filter({ hasText: '导入丙' })).toContainText('重复');
  expect((await workers(page, { personName: '导入甲' })).total).toBe(1);
  expect((await workers(page, { personName: '导入丙' })).total).toBe(0);
  await page.keyboard.press('Escape');

  await centre.getByTestId(`task-delete-${taskId}`).click();
  await expect(page.getByTestId('task-delete-message')).toContainText('此操作将永久删除任务, 是否继续?');
  await page.getByTestId('task-delete-confirm').click();
  await expect(page.locator('.arco-message')).toContainText('删除成功!');
  await expect(centre.getByTestId(`task-status-${taskId}`)).toHaveCount(0);
});

test('the same list in English', async ({ page }) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-option-en').click();
  const headers = page.getByTestId('resource-table').locator('thead');
  await expect(headers).toContainText('Name');
  await expect(headers).toContainText('ID number');
  await expect(headers).toContainText('Team');
  await expect(page.getByTestId('resource-add')).toHaveText('Add');
  await expect(page.getByTestId('resource-table').locator('tbody')).toContainText('Male');
  await page.getByTestId('resource-add').click();
  await formItem(page, 'idcardNumber').locator('input').fill('12345');
  await formItem(page, 'idcardNumber').locator('input').blur();
  await expect(formItem(page, 'idcardNumber')).not.toContainText('请输入');
  await expect(formItem(page, 'idcardNumber').locator('.arco-form-message')).not.toBeEmpty();
});

test('a blacklisted ID number cannot be added as a worker, and a visitor is refused only with an opinion', async ({
  page,
}) => {
  const token = await storedToken(page);
  const blacklist = await callApi(
    page,
    '/front/sitePersonBlacklist/listByProject',
    { projectId: PROJECT_ID, pageNumber: 1, pageSize: 1 },
    token,
  );
  const [barred] = (blacklist.data as { records: { idcardNumber: string }[] }).records;
  await page.getByTestId('resource-add').click();
  await formItem(page, 'personName').locator('input').fill('黑名单测试');
  await formItem(page, 'idcardNumber').locator('input').fill(barred.idcardNumber);
  await formItem(page, 'phone').locator('input').fill('13912340000');
  await choose(page, formItem(page, 'companyId'), '杭州鼎力建筑劳务有限公司');
  await formItem(page, 'idcardStartDate').locator('input').fill('2018-03-01');
  await formItem(page, 'idcardStartDate').locator('input').press('Enter');
  await formItem(page, 'idcardTermStatus').locator('button[role=switch]').click();
  await page.getByTestId('resource-submit').click();
  await expect(formItem(page, 'idcardNumber')).toContainText('该身份证号已被列入黑名单，不能添加');
  await expect(formItem(page, 'personName').locator('input')).toHaveValue('黑名单测试');
  await page.getByTestId('resource-dialog').getByRole('button', { name: '取消' }).click();

  const pending = await callApi(
    page,
    '/front/siteTemporaryInfo/listByProject',
    { projectId: PROJECT_ID, pageNumber: 1, pageSize: 20, approveStatus: 0 },
    token,
  );
  const [visitor] = (pending.data as { records: { temporaryId: string; personName: string }[] }).records;
  await page.goto('/real-name/approve-staff');
  await page.getByTestId(`refuse-${visitor.temporaryId}`).click();
  const dialog = page.getByTestId('approve-dialog');
  await dialog.getByTestId('approve-submit').click();
  await expect(dialog).toContainText('请输入审批意见');
  await dialog.getByTestId('approve-opinion').locator('textarea').fill('来访事由不明');
  await dialog.getByTestId('approve-submit').click();
  await expect(dialog).toBeHidden();
  const decided = await callApi(
    page,
    '/front/siteTemporaryInfo/query',
    { projectId: PROJECT_ID, temporaryId: visitor.temporaryId },
    token,
  );
  expect(decided.data).toMatchObject({ approveStatus: 2, approveOpinion: '来访事由不明' });
});

test('imports head photos named by job number and ID number, and reports the one it cannot match', async ({
  page,
}) => {
  // People of the seeded roster (other tests add people without a job number).
  const [first, second] = (await workers(page, { onJobStatus: 1 })).records.filter((row) =>
    /^CN\d+$/.test(row.jobNumber),
  );
  await page.getByTestId('person-head-import').click();
  const dialog = page.getByTestId('head-import-dialog');
  await dialog.locator('input[type=file]').setInputFiles([
    { name: `${first.jobNumber}.png`, mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
    { name: `${second.idcardNumber}.png`, mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
    { name: 'nobody-here.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
  ]);
  await dialog.getByTestId('head-import-start').click();
  await expect(page.getByTestId('head-import-started')).toBeVisible();
  await page.getByTestId('head-import-tasks').click();

  const detailRows = (await openPartlyFinishedTask(page)).detail.getByTestId('task-detail-row');
  await expect(detailRows).toHaveCount(3);
  await expect(detailRows.filter({ hasText: 'nobody-here' })).toContainText('未找到');
  await expect(
    detailRows.filter({ hasText: first.personName }).getByTestId('resource-thumbnail'),
  ).toBeVisible();
  for (const person of [first, second]) {
    const now = (await workers(page, { personName: person.personName })).records.find(
      (row) => row.personId === person.personId,
    );
    expect(now?.headPhotoPath, person.personName).not.toBe(person.headPhotoPath);
  }
});
