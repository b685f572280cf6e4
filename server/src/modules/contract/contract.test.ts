import {
  API,
  DATE_FORMAT,
  formatDateTime,
  type PageResult,
  PERSON_API,
  PERSON_CONTRACT_API,
  type PersonContractRow,
  type PersonRow,
  type Task,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';

const { main: MAIN } = DEMO_PROJECTS;
const DAY = 86_400_000;
/** The day `days` from now; the margins below keep clear of the database's idea of today. */
const dayFrom = (days: number) => formatDateTime(Date.now() + days * DAY, DATE_FORMAT);

describe('labour contracts (PERSON_CONTRACT_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let people: PersonRow[];
  let serial = 0;

  const ok = <T = unknown>(path: string, body: Record<string, unknown>, token = admin) =>
    server.ok<T>(path, body, token);
  const contract = (personId: string, extra: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      projectId: MAIN,
      personId,
      contractNo: `T-${Date.now()}-${serial}`,
      contractType: 'FIXED_TERM',
      startDate: dayFrom(-200),
      endDate: dayFrom(165),
      wageMode: 'DAILY',
      wageRate: 350.5,
      signDate: dayFrom(-201),
      contractFile: '',
      remark: '',
      ...extra,
    };
  };
  const page = (filters: Record<string, unknown>, token = admin) =>
    ok<PageResult<PersonContractRow>>(
      PERSON_CONTRACT_API.page,
      { projectId: MAIN, pageSize: 999, ...filters },
      token,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
    const roster = await ok<PageResult<PersonRow>>(PERSON_API.page, { projectId: MAIN, pageSize: 10 });
    people = roster.records;
  });
  afterAll(() => server.close());

  it('seeds contracts for about half the workers, a few expired and a few expiring', async () => {
    const workers = await ok<PageResult<PersonRow>>(PERSON_API.page, {
      projectId: MAIN,
      personType: 'WORKER',
      pageSize: 1,
    });
    const seeded = (await page({})).records.filter((row) => row.contractId.startsWith('contract-'));
    expect(seeded.length / workers.total).toBeGreaterThan(0.3);
    expect(seeded.length / workers.total).toBeLessThan(0.7);
    const count = (status: string) => seeded.filter((row) => row.expiryStatus === status).length;
    expect(count('EXPIRED')).toBeGreaterThan(0);
    expect(count('EXPIRING')).toBeGreaterThan(0);
    expect(count('VALID')).toBeGreaterThan(count('EXPIRED') + count('EXPIRING'));
  });

  it('adds a contract for a person of the project and lists it with the person, masked without the reveal code', async () => {
    const [person] = people;
    const body = contract(person.personId);
    const { contractId } = await ok<{ contractId: string }>(PERSON_CONTRACT_API.add, body);
    const { projectId: _project, ...stored } = body;
    const whole = await page({ personName: person.personName, contractType: 'FIXED_TERM' });
    expect(whole.records.find((row) => row.contractId === contractId)).toEqual({
      ...stored,
      contractId,
      projectId: MAIN,
      personName: person.personName,
      idcardNumber: person.idcardNumber,
      expiryStatus: 'VALID',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const byIdcard = await page({ idcardNumber: person.idcardNumber });
    expect(byIdcard.records.map((row) => row.contractId)).toContain(contractId);

    const hidden = await page({ contractType: 'FIXED_TERM', personName: person.personName }, manager);
    const row = hidden.records.find((found) => found.contractId === contractId);
    expect(row?.idcardNumber).toContain('****');
    expect(row?.idcardNumber).not.toBe(person.idcardNumber);
  });

  it('refuses a wage rate of 0 or with three decimals, a bad end date, a number already in the project and a stranger', async () => {
    const personId = people[1].personId;
    const refusal = (extra: Record<string, unknown>) =>
      server.post(PERSON_CONTRACT_API.add, contract(personId, extra), admin);
    expect(await refusal({ wageRate: 0 })).toMatchObject({
      code: 400,
      message: 'wageRate: 价格不能小于等于0',
    });
    expect(await refusal({ wageRate: 1.234 })).toMatchObject({
      code: 400,
      message: 'wageRate: 价格只能有两位小数',
    });
    expect(await refusal({ endDate: dayFrom(-200) })).toMatchObject({
      code: 400,
      message: 'endDate: 合同结束日期应晚于开始日期',
    });
    expect(await refusal({ endDate: '' })).toMatchObject({
      code: 400,
      message: 'endDate: 请选择合同结束日期',
    });
    expect(await refusal({ personId: 'nobody' })).toMatchObject({
      code: 400,
      message: 'personId: 人员不存在',
    });
    expect(await refusal({ personId: '' })).toMatchObject({ code: 400, message: 'personId: 请选择人员' });

    // Without a fixed term the end date may stay empty.
    const open = contract(personId, { contractType: 'OPEN_ENDED', endDate: '' });
    await ok(PERSON_CONTRACT_API.add, open);
    expect(
      await server.post(
        PERSON_CONTRACT_API.add,
        contract(people[2].personId, { contractNo: open.contractNo }),
        admin,
      ),
    ).toMatchObject({ code: 400, message: 'contractNo: 合同编号已存在' });
  });

  it('answers each contract its expiry status from today and filters by it, paging and total agreeing', async () => {
    const personId = people[3].personId;
    const ids: Record<string, string> = {};
    for (const [status, endIn] of [
      ['EXPIRED', -3],
      ['EXPIRING', 10],
      ['VALID', 100],
    ] as const) {
      const body = contract(personId, { endDate: dayFrom(endIn) });
      ids[status] = (await ok<{ contractId: string }>(PERSON_CONTRACT_API.add, body)).contractId;
    }
    const mine = await page({ personName: people[3].personName });
    for (const [status, id] of Object.entries(ids)) {
      expect(mine.records.find((row) => row.contractId === id)?.expiryStatus).toBe(status);
    }

    const expiring = await page({ expiryStatus: 'EXPIRING' });
    expect(expiring.records.map((row) => row.contractId)).toContain(ids.EXPIRING);
    expect(expiring.records.every((row) => row.expiryStatus === 'EXPIRING')).toBe(true);
    expect(expiring.total).toBe(expiring.records.length);
    const firstPage = await ok<PageResult<PersonContractRow>>(PERSON_CONTRACT_API.page, {
      projectId: MAIN,
      expiryStatus: 'EXPIRED',
      pageNumber: 1,
      pageSize: 2,
    });
    expect(firstPage.records.length).toBe(Math.min(2, firstPage.total));
    expect(firstPage.records.every((row) => row.expiryStatus === 'EXPIRED')).toBe(true);
    // The status filter combines with the end-date range.
    const ranged = await page({ expiryStatus: 'VALID', endDateStart: dayFrom(95), endDateEnd: dayFrom(105) });
    expect(ranged.records.map((row) => row.contractId)).toContain(ids.VALID);
  });

  it('exports the expiring contracts as a PERSON_CONTRACT_EXPORT task, the status as the list words it', async () => {
    const filters = { projectId: MAIN, expiryStatus: 'EXPIRING' };
    const list = await page(filters, manager);
    const response = await fetch(`${server.url}${PERSON_CONTRACT_API.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(list.total);
    expect(rows.every(({ values }) => values.到期状态 === '即将到期' && !('人员' in values))).toBe(true);
    expect(rows[0].values.身份证号).toContain('****');
    const tasks = await ok<PageResult<Task>>(API.taskPageList, { businessId: MAIN, pageSize: 20 }, manager);
    expect(tasks.records[0]).toMatchObject({
      taskType: 'PERSON_CONTRACT_EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
    });
  });
});
