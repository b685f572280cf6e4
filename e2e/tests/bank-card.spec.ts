import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { importAndOpenDetail } from './support/import-task';
import { callApi, login, storedToken } from './support/session';

// The wage cards of 城南安置房一期工程 (project 1), salary group of the real-name area.
const PAGE_PATH = '/real-name/bank-card';
const PROJECT_ID = '1';

const formItem = (page: Page, key: string) => page.getByTestId('resource-form').getByTestId(`form-${key}`);
const cards = (page: Page) => page.getByTestId('resource-page-personBankCard');

/** A 19-digit number passing the Luhn check, unlike any seeded one. */
function newCardNumber(): string {
  const body = `6229${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function people(page: Page): Promise<{ personId: string; personName: string; idcardNumber: string }[]> {
  const answer = await callApi(
    page,
    '/front/sitePerson/listByProject',
    { projectId: PROJECT_ID, personType: 'WORKER', pageNumber: 1, pageSize: 5 },
    await storedToken(page),
  );
  expect(answer.code, answer.message).toBe(200);
  return (answer.data as { records: { personId: string; personName: string; idcardNumber: string }[] })
    .records;
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await expect(cards(page).getByTestId('resource-table')).toBeVisible();
});

test('adds a card through the form: a number failing the Luhn check is refused beside the field', async ({
  page,
}) => {
  const [person] = await people(page);
  await cards(page).getByTestId('resource-add').click();
  await formItem(page, 'personId').locator('.arco-select-view').click();
  await formItem(page, 'personId').locator('input').fill(person.personName);
  await page
    .locator('.arco-select-popup:visible .arco-select-option', { hasText: person.personName })
    .first()
    .click();
  await formItem(page, 'bankName').locator('input').fill('中国工商银行');
  await formItem(page, 'cardNumber').locator('input').fill('6222020200112233445');
  await formItem(page, 'cardNumber').locator('input').blur();
  await expect(formItem(page, 'cardNumber')).toContainText('请输入正确的银行卡号');

  const good = newCardNumber();
  await formItem(page, 'cardNumber').locator('input').fill(good);
  await formItem(page, 'cardNumber').locator('input').blur();
  await expect(formItem(page, 'cardNumber')).not.toContainText('请输入正确的银行卡号');
  await formItem(page, 'bankDeposit').locator('input').fill('中国工商银行杭州西湖支行');
  await page.getByTestId('resource-submit').click();
  await expect(page.getByTestId('resource-dialog')).toBeHidden();

  await cards(page).getByTestId('search-cardNumber').locator('input').fill(good);
  await cards(page).getByTestId('resource-search').click();
  const row = cards(page).getByTestId('resource-table').locator('tbody .arco-table-tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(person.personName);
  await expect(row).toContainText(good);

  // The project's own accounts are the other tab.
  await page.getByRole('tab', { name: '项目银行账户' }).click();
  await expect(page.getByTestId('resource-page-projectBankCard')).toContainText('农民工工资专用账户');
});

test('imports cards: the row failing the Luhn check is reported in the task detail', async ({ page }) => {
  const [first, second] = await people(page);
  await cards(page).getByTestId('resource-import').click();
  const dialog = page.getByTestId('import-dialog');
  const templating = page.waitForEvent('download');
  await dialog.getByTestId('import-template').click();
  const workbookOf = async (bytes: Buffer) => {
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes as unknown as ArrayBuffer);
    return read.worksheets[0];
  };
  const template = await workbookOf(await readFile((await (await templating).path()) as string));
  const header = (template.getRow(1).values as unknown[]).slice(1).map(String);

  const values: Record<string, string>[] = [
    {
      姓名: first.personName,
      身份证号: first.idcardNumber,
      银行名称: '中国农业银行',
      银行卡号: newCardNumber(),
      开户行: '中国农业银行杭州转塘支行',
    },
    {
      姓名: second.personName,
      身份证号: second.idcardNumber,
      银行名称: '中国农业银行',
      银行卡号: '6222020200112233445',
      开户行: '中国农业银行杭州转塘支行',
    },
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('银行卡');
  sheet.addRow(header);
  for (const row of values) sheet.addRow(header.map((title) => row[title.replace(/^\*|\*$/g, '')] ?? ''));
  await dialog.getByTestId('import-file-input').setInputFiles({
    name: '银行卡导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(dialog.getByTestId('import-summary')).toHaveAttribute('data-bad', '1');
  const { detail } = await importAndOpenDetail(page, dialog);
  const detailRows = detail.getByTestId('task-detail-row');
  await expect(detailRows).toHaveCount(2);
  const failed = detail.locator('[data-testid=task-detail-row][data-record-status="0"]');
  await expect(failed).toContainText(second.personName);
  await expect(failed).toContainText('请输入正确的银行卡号');
  await expect(failed).toContainText('中国农业银行杭州转塘支行');
  await expect(detail.locator('[data-testid=task-detail-row][data-record-status="1"]')).toContainText(
    first.personName,
  );
});
