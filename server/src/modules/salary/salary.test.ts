import {
  API,
  ENTRY_EXIT_TYPE,
  formatDateTime,
  type PageResult,
  type PaySummary,
  PERSON_BANK_CARD_API,
  PERSON_SALARY_API,
  type PersonSalaryRow,
  SALARY_STATISTICS_API,
  type SalaryCalculation,
  type SalaryStatistics,
  type SalaryUploadResult,
  type Task,
} from '@site/shared-schema';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personContracts, personRecords, persons } from '../../db/schema';
import { newBankCard } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import { type ServerWithRows, startTestServerWithRows } from '../../test/seeded-rows';
import { xlsxRows } from '../../test/xlsx';

const { main: MAIN } = DEMO_PROJECTS;
/**
 * The month of three days ago: it holds at least three whole days of the seed's week of records (today and
 * the six days before). On the first of a month, this month has none yet, and nobody's pay to check.
 */
const MONTH = formatDateTime(Date.now() - 3 * 86_400_000, 'YYYY-MM');

/** Cents of a yuan amount with at most two decimals. */
const cents = (yuan: number) => Math.round(yuan * 100);
/** numerator / denominator rounded half up, for non-negative integers. */
const divideHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Monday to Friday of the month, counted on the calendar. */
function weekdaysOf(month: string): number {
  let count = 0;
  for (let day = new Date(`${month}-01T00:00:00Z`); formatDateTime(day, 'YYYY-MM') === month; ) {
    if (day.getUTCDay() % 6 !== 0) count += 1;
    day = new Date(day.getTime() + 86_400_000);
  }
  return count;
}

describe('pay calculation and salary statement', () => {
  let rows: ServerWithRows;
  let admin: string;

  const post = <T>(path: string, body: Record<string, unknown>) =>
    rows.server.post<T>(path, { projectId: MAIN, ...body }, admin);
  const ok = <T>(path: string, body: Record<string, unknown>) =>
    rows.server.ok<T>(path, { projectId: MAIN, ...body }, admin);
  /** Every row of the month (and the filters), page by page. */
  const monthRows = async (filters: Record<string, unknown> = {}) => {
    const all: PersonSalaryRow[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await ok<PageResult<PersonSalaryRow>>(PERSON_SALARY_API.page, {
        salaryMonth: MONTH,
        pageNumber,
        pageSize: 1000,
        ...filters,
      });
      all.push(...page.records);
      if (all.length >= page.total || page.records.length === 0) return all;
    }
  };
  const statistics = (groupBy: string) =>
    ok<SalaryStatistics>(SALARY_STATISTICS_API.salaryStatistics, {
      monthStart: MONTH,
      monthEnd: MONTH,
      groupBy,
    });

  /**
   * Each person's pay of the month in cents, from the seeded records and contracts alone: a day attended
   * when any record was seen, each entry paired with the exit that follows it the same day; the payroll is
   * the people with a contract valid in the month and the workers who attended.
   */
  async function expectedPay(): Promise<Map<string, number | null>> {
    const start = `${MONTH}-01 00:00:00`;
    const next = new Date(`${MONTH}-01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const end = `${formatDateTime(next, 'YYYY-MM-DD')} 00:00:00`;
    const records = await rows.db
      .select()
      .from(personRecords)
      .where(
        and(
          eq(personRecords.projectId, MAIN),
          gte(personRecords.recordTime, start),
          lt(personRecords.recordTime, end),
        ),
      );
    const byPersonDay = new Map<string, typeof records>();
    for (const record of records) {
      const key = `${record.personId}|${record.recordTime.slice(0, 10)}`;
      byPersonDay.set(key, [...(byPersonDay.get(key) ?? []), record]);
    }
    const attendance = new Map<string, { days: number; minutes: number }>();
    for (const [key, day] of byPersonDay) {
      day.sort((a, b) => a.recordTime.localeCompare(b.recordTime) || (a.id < b.id ? -1 : 1));
      let seconds = 0;
      day.forEach((record, index) => {
        const following = day[index + 1];
        if (record.entryExitType === ENTRY_EXIT_TYPE.in && following?.entryExitType === ENTRY_EXIT_TYPE.out) {
          seconds += (Date.parse(following.recordTime) - Date.parse(record.recordTime)) / 1000;
        }
      });
      const personId = key.split('|')[0];
      const person = attendance.get(personId) ?? { days: 0, minutes: 0 };
      attendance.set(personId, { days: person.days + 1, minutes: person.minutes + Math.floor(seconds / 60) });
    }
    const lastDay = formatDateTime(new Date(Date.parse(end.replace(' ', 'T')) - 86_400_000), 'YYYY-MM-DD');
    const contracts = (
      await rows.db.select().from(personContracts).where(eq(personContracts.projectId, MAIN))
    )
      .filter((row) => row.startDate <= lastDay && (row.endDate === null || row.endDate >= `${MONTH}-01`))
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
    const contractOf = new Map(contracts.map((row) => [row.personId, row]));
    const workingDays = weekdaysOf(MONTH);
    const workers = new Set(
      (
        await rows.db
          .select({ id: persons.id })
          .from(persons)
          .where(and(eq(persons.projectId, MAIN), eq(persons.personType, 'WORKER')))
      ).map((person) => person.id),
    );
    const pay = new Map<string, number | null>();
    const payroll = [...attendance.keys()].filter((personId) => workers.has(personId));
    for (const personId of new Set([...payroll, ...contractOf.keys()])) {
      const { days, minutes } = attendance.get(personId) ?? { days: 0, minutes: 0 };
      const contract = contractOf.get(personId);
      if (!contract) {
        pay.set(personId, null);
        continue;
      }
      const rate = cents(contract.wageRate);
      const hundredthsOfHours = divideHalfUp(minutes * 100, 60);
      const byMode: Record<string, number> = {
        DAILY: days * rate,
        HOURLY: divideHalfUp(hundredthsOfHours * rate, 100),
        PIECE: 0,
        MONTHLY: divideHalfUp(rate * Math.min(days, workingDays), workingDays),
      };
      pay.set(personId, byMode[contract.wageMode]);
    }
    return pay;
  }

  beforeAll(async () => {
    rows = await startTestServerWithRows();
    admin = await rows.server.login('admin');
  });
  afterAll(() => rows.close());

  it('refuses a malformed or future month', async () => {
    expect(await post(PERSON_SALARY_API.calculate, { salaryMonth: '2024-13' })).toMatchObject({
      code: 400,
      message: 'salaryMonth: 工资月份格式应为 YYYY-MM',
    });
    expect(await post(PERSON_SALARY_API.calculate, { salaryMonth: '2999-01' })).toMatchObject({
      code: 400,
      message: 'salaryMonth: 不能计算未来月份的工资',
    });
  });

  it("computes the month's pay as the seeded records and contracts give it, person by person", async () => {
    const expected = await expectedPay();
    const calculation = await ok<SalaryCalculation>(PERSON_SALARY_API.calculate, { salaryMonth: MONTH });
    const list = await monthRows();
    expect(calculation).toMatchObject({ calculated: list.length, settledKept: 0 });
    expect(list.length).toBe(expected.size);
    expect(list.length).toBeGreaterThan(20);
    const modes = new Set(list.map((row) => row.wageMode));
    expect([...modes].filter(Boolean).length).toBeGreaterThanOrEqual(3);
    const actual = new Map(list.map((row) => [row.personId, row.total === '' ? null : cents(row.total)]));
    expect(actual).toEqual(expected);
    const sum = (values: Iterable<number | null>) =>
      [...values].reduce<number>((all, value) => all + (value ?? 0), 0);
    expect(sum(actual.values())).toBe(sum(expected.values()));
    expect(sum(expected.values())).toBeGreaterThan(0);
  });

  it('lists people without a contract with the reason and no pay, and refuses to edit or settle them', async () => {
    const without = (await monthRows()).filter((row) => row.wageMode === '');
    expect(without.length).toBeGreaterThan(0);
    expect(without[0].reason).toBe('无有效劳动合同');
    expect(without[0]).toMatchObject({ basePay: '', total: '' });
    expect(await post(PERSON_SALARY_API.update, { payId: without[0].payId, adjustment: 10 })).toMatchObject({
      code: 400,
      message: '无有效劳动合同，不能修改',
    });
    expect(await post(PERSON_SALARY_API.salarySettle, { payIdList: [without[0].payId] })).toMatchObject({
      code: 400,
      message: `${without[0].personName}无有效劳动合同，不能结算`,
    });
  });

  it('takes adjustments of two decimals either way and pieces as whole numbers, refusing others by field', async () => {
    const list = await monthRows();
    const daily = list.find((row) => row.wageMode === 'DAILY')!;
    const update = (payId: string, values: Record<string, unknown>) =>
      post<PersonSalaryRow>(PERSON_SALARY_API.update, { payId, ...values });
    const deducted = await update(daily.payId, { adjustment: -120.5, remark: '迟到扣款' });
    expect(deducted.data).toMatchObject({ adjustment: -120.5, remark: '迟到扣款' });
    expect(cents(Number(deducted.data.total))).toBe(cents(Number(daily.basePay)) - 12050);
    expect(await update(daily.payId, { adjustment: 1.234 })).toMatchObject({
      code: 400,
      message: 'adjustment: 调整金额只能有两位小数',
    });
    expect(await update(daily.payId, { pieces: 1.5 })).toMatchObject({
      code: 400,
      message: 'pieces: 计件数量只能是不小于0的整数',
    });
    expect(await update(daily.payId, { pieces: -1 })).toMatchObject({ code: 400 });
    // A refusal changes nothing.
    expect((await monthRows()).find((row) => row.payId === daily.payId)).toMatchObject({
      adjustment: -120.5,
    });

    // A deduction takes at most the pay: all of it leaves 0, a cent more is refused.
    const all = -Number(daily.basePay);
    expect((await update(daily.payId, { adjustment: all })).data).toMatchObject({ total: 0 });
    const tooMuch = { code: 400, message: 'adjustment: 扣款不能超过应发工资' };
    expect(await update(daily.payId, { adjustment: all - 0.01 })).toMatchObject(tooMuch);
    expect(await update(daily.payId, { adjustment: -99999999 })).toMatchObject(tooMuch);
    await update(daily.payId, { adjustment: -120.5 });
    // Adding the person again (refreshing his row) is held to the same rule, and changes nothing.
    const added = await post(PERSON_SALARY_API.add, {
      personId: daily.personId,
      salaryMonth: MONTH,
      adjustment: -99999999,
    });
    expect(added).toMatchObject(tooMuch);
    expect((await monthRows()).find((row) => row.payId === daily.payId)).toMatchObject({
      adjustment: -120.5,
    });

    const piece = list.find((row) => row.wageMode === 'PIECE');
    if (piece) {
      const counted = await update(piece.payId, { pieces: 37 });
      expect(cents(Number(counted.data.total))).toBe(37 * cents(Number(piece.wageRate)));
      // Fewer pieces shrink the pay a deduction is taken from.
      await update(piece.payId, { adjustment: -Number(piece.wageRate) * 30 });
      expect(await update(piece.payId, { pieces: 29 })).toMatchObject(tooMuch);
      expect((await update(piece.payId, { pieces: 30 })).data).toMatchObject({ total: 0 });
      await update(piece.payId, { pieces: 37, adjustment: 0 });
    }
  });

  it('recalculates unsettled rows keeping their adjustments, and never changes settled rows', async () => {
    const list = (await monthRows()).filter((row) => row.wageMode !== '');
    const [kept, settledOne] = list.filter((row) => row.adjustment === 0);
    await ok(PERSON_SALARY_API.update, { payId: kept.payId, adjustment: 88.8 });
    await ok(PERSON_SALARY_API.update, { payId: settledOne.payId, adjustment: 5 });
    const result = await ok<SalaryUploadResult>(PERSON_SALARY_API.salarySettle, {
      payIdList: [settledOne.payId],
    });
    expect(result.settled).toBe(1);
    const settledBefore = (await monthRows()).find((row) => row.payId === settledOne.payId)!;
    expect(settledBefore.settleStatus).toBe('SETTLED');
    expect(await post(PERSON_SALARY_API.update, { payId: settledOne.payId, adjustment: 1 })).toMatchObject({
      code: 400,
      message: '已结算的工资不能修改',
    });
    const again = await ok<SalaryCalculation>(PERSON_SALARY_API.calculate, { salaryMonth: MONTH });
    expect(again.settledKept).toBeGreaterThanOrEqual(1);
    const after = await monthRows();
    expect(after.find((row) => row.payId === kept.payId)).toMatchObject({ adjustment: 88.8 });
    expect(after.find((row) => row.payId === settledOne.payId)).toEqual(settledBefore);
  });

  it('settles and uploads: a person without a bank card fails until he has one, then reUpload succeeds', async () => {
    const list = (await monthRows({ settleStatus: 'UNSETTLED' })).filter(
      (row) => row.wageMode !== '' && Number(row.total) > 0,
    );
    const cards = await ok<PageResult<{ personId: string }>>(PERSON_BANK_CARD_API.page, { pageSize: 1000 });
    const carded = new Set(cards.records.map((card) => card.personId));
    const withCard = list.find((row) => carded.has(row.personId));
    const withoutCard = list.find((row) => !carded.has(row.personId))!;
    const chosen = [withoutCard.payId, ...(withCard ? [withCard.payId] : [])];
    const settled = await ok<SalaryUploadResult>(PERSON_SALARY_API.salarySettle, { payIdList: chosen });
    expect(settled).toEqual({ settled: chosen.length, succeeded: chosen.length - 1, failed: 1 });
    const failed = (await monthRows({ uploadStatus: 'FAILED' })).find(
      (row) => row.payId === withoutCard.payId,
    );
    expect(failed).toMatchObject({ settleStatus: 'SETTLED', uploadMessage: '未绑定银行卡' });
    expect(failed?.settleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    if (withCard) {
      expect((await monthRows()).find((row) => row.payId === withCard.payId)).toMatchObject({
        uploadStatus: 'SUCCEEDED',
        uploadMessage: '上报成功',
      });
    }
    // Still no card: the retry fails the same way; with one, it succeeds.
    expect(await ok(PERSON_SALARY_API.reUpload, { payIdList: [withoutCard.payId] })).toMatchObject({
      failed: 1,
    });
    await ok(PERSON_BANK_CARD_API.add, {
      personId: withoutCard.personId,
      bankName: '中国建设银行',
      cardNumber: newBankCard(),
      bankDeposit: '城南支行',
      remark: '',
    });
    expect(await ok(PERSON_SALARY_API.reUpload, { payIdList: [withoutCard.payId] })).toEqual({
      settled: 0,
      succeeded: 1,
      failed: 0,
    });
    expect(await post(PERSON_SALARY_API.reUpload, { payIdList: [withoutCard.payId] })).toMatchObject({
      code: 400,
      message: '没有上报失败的工资',
    });
  });

  it('settles the rest of the month at once, skipping people without a contract', async () => {
    const result = await ok<SalaryUploadResult>(PERSON_SALARY_API.salarySettle, { salaryMonth: MONTH });
    const list = await monthRows();
    const payable = list.filter((row) => row.wageMode !== '');
    expect(
      payable.every((row) => row.settleStatus === 'SETTLED' && row.uploadStatus !== 'NOT_UPLOADED'),
    ).toBe(true);
    expect(list.filter((row) => row.wageMode === '').every((row) => row.settleStatus === 'UNSETTLED')).toBe(
      true,
    );
    expect(result.succeeded + result.failed).toBe(result.settled);
    expect(await post(PERSON_SALARY_API.salarySettle, { salaryMonth: MONTH })).toMatchObject({
      code: 400,
      message: '没有可结算的工资',
    });
  });

  it('states the totals per company, team and person as the pay rows add up', async () => {
    const list = await monthRows();
    const total = list.reduce((sum, row) => sum + (row.total === '' ? 0 : cents(row.total)), 0);
    const settled = list
      .filter((row) => row.settleStatus === 'SETTLED')
      .reduce((sum, row) => sum + cents(Number(row.total)), 0);
    for (const groupBy of ['COMPANY', 'TEAM', 'PERSON']) {
      const { records, summary } = await statistics(groupBy);
      expect(cents(summary.totalPay)).toBe(total);
      expect(cents(summary.settledPay)).toBe(settled);
      expect(cents(summary.settledPay) + cents(summary.unsettledPay)).toBe(total);
      expect(summary.people).toBe(list.length);
      expect(records.reduce((sum, row) => sum + cents(row.totalPay), 0)).toBe(total);
      expect(records.reduce((sum, row) => sum + row.days, 0)).toBe(
        list.reduce((sum, row) => sum + row.days, 0),
      );
    }
    // The pay list's totals row sums the same rows.
    const listTotals = await ok<PaySummary>(PERSON_SALARY_API.summary, { salaryMonth: MONTH });
    expect(listTotals).toMatchObject({ ...(await statistics('COMPANY')).summary });
    expect(cents(listTotals.basePay) + cents(listTotals.adjustment)).toBe(total);
    const byCompany = (await statistics('COMPANY')).records;
    const first = byCompany[0];
    const ofCompany = list.filter((row) => row.companyName === first.companyName);
    expect(first.people).toBe(ofCompany.length);
    expect(cents(first.totalPay)).toBe(
      ofCompany.reduce((sum, row) => sum + (row.total === '' ? 0 : cents(row.total)), 0),
    );
  });

  it("exports a month's pay list as a PERSON_SALARY_EXPORT task, statuses by their labels", async () => {
    const filters = { projectId: MAIN, salaryMonth: MONTH, uploadStatus: 'FAILED' };
    const failed = await monthRows({ uploadStatus: 'FAILED' });
    const response = await fetch(`${rows.server.url}${PERSON_SALARY_API.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    const sheet = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(sheet).toHaveLength(failed.length);
    expect(sheet.every(({ values }) => values.上报状态 === '上报失败' && values.结算状态 === '已结算')).toBe(
      true,
    );
    expect(sheet[0]?.values.上报结果).toBe('未绑定银行卡');
  });

  it('exports the statement as an .xlsx with a sum row, recorded as a task', async () => {
    const { records, summary } = await statistics('TEAM');
    const response = await fetch(`${rows.server.url}${SALARY_STATISTICS_API.exportStatistics}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: MAIN, monthStart: MONTH, monthEnd: MONTH, groupBy: 'TEAM' }),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(sheet).toHaveLength(records.length + 1);
    expect(sheet[0].values).toMatchObject({ 企业: records[0].companyName, 班组: records[0].teamName });
    expect(sheet.at(-1)?.values).toMatchObject({ 企业: '合计', 人数: String(summary.people) });
    expect(Number(sheet.at(-1)?.values.工资总额)).toBeCloseTo(summary.totalPay, 2);
    const tasks = await rows.server.post<PageResult<Task>>(
      API.taskPageList,
      { businessId: MAIN, pageSize: 20 },
      admin,
    );
    expect(tasks.data.records[0]).toMatchObject({
      taskType: 'SALARY_STATISTICS_EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
    });
  });
});
