import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ATTENDANCE_REPORT_API, type AttendanceMonthRow, type PageResult } from '@site/shared-schema';
import ExcelJS from 'exceljs';
import { callApi, login, storedToken } from './support/session';

// The attendance report of 城南安置房一期工程 (project 1), statistics group of the real-name area.
const PAGE_PATH = '/real-name/attendance-report';
const PROJECT_ID = '1';

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * A person seen in the month the grid opens on (this month), or, in the first hours of a month before
 * anyone came, in the month before, which the test then picks. The seed writes the last seven days.
 */
async function personWithRecords(page: Page): Promise<{ month: string; person: AttendanceMonthRow }> {
  const now = new Date();
  const months = [monthOf(now), monthOf(new Date(now.getFullYear(), now.getMonth() - 1, 1))];
  const token = await storedToken(page);
  for (const month of months) {
    const answer = await callApi(
      page,
      ATTENDANCE_REPORT_API.listByMonth,
      { projectId: PROJECT_ID, month, pageNumber: 1, pageSize: 200 },
      token,
    );
    expect(answer.code, answer.message).toBe(200);
    const { records } = answer.data as PageResult<AttendanceMonthRow>;
    // A person the name search finds alone, so the grid and the export hold this person only.
    for (const person of records.filter((row) => row.attendedDays > 0).slice(0, 10)) {
      const named = await callApi(
        page,
        ATTENDANCE_REPORT_API.listByMonth,
        { projectId: PROJECT_ID, month, personName: person.personName, pageNumber: 1, pageSize: 10 },
        token,
      );
      if ((named.data as PageResult<AttendanceMonthRow>).total === 1) return { month, person };
    }
  }
  throw new Error('no one of the project has records in this month or the last');
}

const presentDays = (row: AttendanceMonthRow) =>
  row.dayHours.flatMap((hours, index) => (hours === null ? [] : [String(index + 1)]));

test('the month grid marks the present days of a person, the views switch, and the month exports as .xlsx', async ({
  page,
}) => {
  await login(page, 'admin', PAGE_PATH);
  const view = page.getByTestId('attendance-month');
  await expect(view.getByTestId('attendance-month-table')).toBeVisible();
  const { month, person } = await personWithRecords(page);
  if (month !== monthOf(new Date())) {
    const picker = view.getByTestId('attendance-month-picker').locator('input');
    await picker.click();
    await picker.fill(month);
    await picker.press('Enter');
  }
  await view.getByTestId('attendance-month-name').fill(person.personName);
  await view.getByTestId('attendance-month-submit').click();
  const row = view
    .getByTestId('attendance-month-table')
    .locator('tbody .arco-table-tr', { hasText: person.personName });
  await expect(row).toHaveCount(1);
  const marks = row.getByTestId('attendance-present');
  await expect(marks).toHaveCount(person.attendedDays);
  expect(await marks.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day')))).toEqual(
    presentDays(person),
  );
  await expect(row).toContainText(String(person.workHours));

  // Export the searched month: one row, the person's hours under the days present.
  const downloading = page.waitForEvent('download');
  await view.getByTestId('attendance-month-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`月考勤${month}导出.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) as string)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header.slice(0, 2)).toEqual(['姓名', '人员类型']);
  const cells = (sheet.getRow(2).values as unknown[]).slice(1);
  const cellOf = (title: string) => cells[header.indexOf(title)];
  expect(cellOf('姓名')).toBe(person.personName);
  expect(cellOf('出勤天数')).toBe(person.attendedDays);
  for (const day of presentDays(person)) {
    expect(cellOf(`${day}日`)).toBe(person.dayHours[Number(day) - 1]);
  }

  // The other views open on the same page.
  await page.getByRole('tab', { name: '日考勤' }).click();
  await expect(page.getByTestId('attendance-day-table')).toBeVisible();
  await page.getByRole('tab', { name: '季度考勤' }).click();
  await expect(page.getByTestId('attendance-quarter-table')).toContainText('合计天数');
  await page.getByRole('tab', { name: '考勤月报' }).click();
  await expect(page.getByTestId('attendance-report')).toContainText('出勤率');
  await page.getByRole('tab', { name: '考勤规则' }).click();
  await expect(page.getByTestId('attendance-rule')).toContainText('满勤工时');
});

test('the rule form refuses a full day longer than the working hours beside the field', async ({ page }) => {
  await login(page, 'admin', PAGE_PATH);
  await page.getByRole('tab', { name: '考勤规则' }).click();
  const form = page.getByTestId('attendance-rule');
  const hours = form.locator('.arco-form-item', { hasText: '满勤工时' }).locator('input');
  await expect(hours).toHaveValue('8');
  await hours.fill('12');
  await form.getByTestId('rule-save').click();
  await expect(form).toContainText('满勤工时不能超过上下班之间的时长');
  await hours.fill('7.5');
  await form.getByTestId('rule-save').click();
  await expect(page.locator('.arco-message')).toContainText('保存成功');
});
