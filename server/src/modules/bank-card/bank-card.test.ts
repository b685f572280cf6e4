import {
  API,
  type BankCardTaskDetail,
  importFields,
  isBankCard,
  type PageResult,
  PERSON_API,
  PERSON_BANK_CARD_API,
  PERSON_BANK_CARD_RESOURCE,
  type PersonBankCardRow,
  type PersonRow,
  PROJECT_BANK_CARD_API,
  PROJECT_BANK_CARD_RESOURCE,
  type ProjectBankCardRow,
  TASK_DETAIL_API,
  type Task,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBankCard, sampleRecord } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxBytes } from '../../test/xlsx';

const { main: MAIN } = DEMO_PROJECTS;
const masked = (card: string) => `${card.slice(0, 4)}${'*'.repeat(card.length - 8)}${card.slice(-4)}`;

describe('bank cards (PERSON_BANK_CARD_RESOURCE, PROJECT_BANK_CARD_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let people: PersonRow[];

  const ok = <T = unknown>(path: string, body: Record<string, unknown>, token = admin) =>
    server.ok<T>(path, body, token);
  const card = (personId: string) => ({
    projectId: MAIN,
    personId,
    bankName: '中国工商银行',
    cardNumber: newBankCard(),
    bankDeposit: '杭州西湖支行',
    remark: '',
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
    const page = await server.post<PageResult<PersonRow>>(
      PERSON_API.page,
      { projectId: MAIN, pageSize: 10 },
      admin,
    );
    people = page.data.records;
  });
  afterAll(() => server.close());

  it('seeds wage cards for about six workers in ten and the project accounts, all passing the Luhn check', async () => {
    const workers = await ok<PageResult<PersonRow>>(PERSON_API.page, {
      projectId: MAIN,
      personType: 'WORKER',
      pageSize: 1,
    });
    const cards = await ok<PageResult<PersonBankCardRow>>(PERSON_BANK_CARD_API.page, {
      projectId: MAIN,
      pageSize: 999,
    });
    const seeded = cards.records.filter((row) => row.bankCardId.startsWith('bank-card-'));
    expect(seeded.length / workers.total).toBeGreaterThan(0.4);
    expect(seeded.length / workers.total).toBeLessThan(0.8);
    expect(seeded.every((row) => isBankCard(row.cardNumber))).toBe(true);
    const accounts = await ok<PageResult<ProjectBankCardRow>>(PROJECT_BANK_CARD_API.page, {
      projectId: MAIN,
    });
    expect(accounts.records.map((row) => row.accountName)).toContain('农民工工资专用账户');
    expect(accounts.records.every((row) => isBankCard(row.cardNumber))).toBe(true);
  });

  it('adds a card for a person of the project and lists it with the person, masked without the reveal code', async () => {
    const [person] = people;
    const body = card(person.personId);
    const { bankCardId } = await ok<{ bankCardId: string }>(PERSON_BANK_CARD_API.add, body);
    const row = {
      bankCardId,
      projectId: MAIN,
      personId: person.personId,
      personName: person.personName,
      bankName: '中国工商银行',
      bankDeposit: '杭州西湖支行',
      remark: '',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    };
    const search = { projectId: MAIN, cardNumber: body.cardNumber };
    const whole = await ok<PageResult<PersonBankCardRow>>(PERSON_BANK_CARD_API.page, search);
    expect(whole.records).toEqual([
      { ...row, cardNumber: body.cardNumber, idcardNumber: expect.any(String) },
    ]);
    expect(whole.records[0].idcardNumber).not.toContain('*');
    // The holder's name and ID number come from the roster, and the list searches them too.
    const byHolder = await ok<PageResult<PersonBankCardRow>>(PERSON_BANK_CARD_API.page, {
      projectId: MAIN,
      personName: person.personName,
      idcardNumber: person.idcardNumber,
    });
    expect(byHolder.records.map((found) => found.bankCardId)).toContain(bankCardId);

    const hidden = await ok<PageResult<PersonBankCardRow>>(PERSON_BANK_CARD_API.page, search, manager);
    expect(hidden.records).toEqual([
      { ...row, cardNumber: masked(body.cardNumber), idcardNumber: expect.stringContaining('****') },
    ]);
    // The masked number sent back keeps the stored one; a new one replaces it.
    await ok(
      PERSON_BANK_CARD_API.update,
      { projectId: MAIN, bankCardId, cardNumber: masked(body.cardNumber), bankName: '中国建设银行' },
      manager,
    );
    expect(
      await ok<PersonBankCardRow>(PERSON_BANK_CARD_API.query, { projectId: MAIN, bankCardId }),
    ).toMatchObject({ cardNumber: body.cardNumber, bankName: '中国建设银行' });
  });

  it('refuses a number failing the Luhn check, a number already in the project and a stranger', async () => {
    const body = card(people[1].personId);
    expect(
      await server.post(PERSON_BANK_CARD_API.add, { ...body, cardNumber: '6222020200112233445' }, admin),
    ).toMatchObject({ code: 400, message: 'cardNumber: 请输入正确的银行卡号' });
    await ok(PERSON_BANK_CARD_API.add, body);
    expect(await server.post(PERSON_BANK_CARD_API.add, card(people[2].personId), admin)).toMatchObject({
      code: 200,
    });
    expect(
      await server.post(
        PERSON_BANK_CARD_API.add,
        { ...card(people[2].personId), cardNumber: body.cardNumber },
        admin,
      ),
    ).toMatchObject({ code: 400, message: 'cardNumber: 银行卡号已存在' });
    // Typed in the groups printed on the card, it is the same number.
    const grouped = body.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(
      await server.post(
        PERSON_BANK_CARD_API.add,
        { ...card(people[2].personId), cardNumber: grouped },
        admin,
      ),
    ).toMatchObject({ code: 400, message: 'cardNumber: 银行卡号已存在' });
    expect(await server.post(PERSON_BANK_CARD_API.add, { ...body, personId: 'nobody' }, admin)).toMatchObject(
      {
        code: 400,
        message: 'personId: 人员不存在',
      },
    );
    expect(await server.post(PERSON_BANK_CARD_API.add, { ...body, personId: '' }, admin)).toMatchObject({
      code: 400,
      message: 'personId: 请选择人员',
    });
  });

  it('imports cards row by row: good, bad Luhn, repeated in the file, unknown ID number', async () => {
    const fields = importFields(PERSON_BANK_CARD_RESOURCE);
    const good = newBankCard();
    const row = (person: PersonRow, cardNumber: string) =>
      fields.map(
        (field) =>
          ({
            personName: person.personName,
            idcardNumber: person.idcardNumber,
            bankName: '中国农业银行',
            cardNumber,
            bankDeposit: '杭州城东支行',
            remark: '',
          })[field.key] ?? '',
      );
    const file = await xlsxBytes(
      fields.map((field) => field.label),
      [
        row(people[3], good),
        row(people[4], '6222020200112233445'),
        row(people[5], good),
        row({ ...people[6], idcardNumber: '110101199001011237' }, newBankCard()),
      ],
    );
    const form = new FormData();
    form.append('projectId', MAIN);
    form.append('file', new Blob([file]), '银行卡导入.xlsx');
    const started = await server.send<{ taskId: string }>(PERSON_BANK_CARD_API.import, { body: form }, admin);
    expect(started).toMatchObject({ code: 200 });
    const { taskId } = started.data;

    let task: Task | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const tasks = await ok<PageResult<Task>>(API.taskPageList, { businessId: MAIN, pageSize: 20 });
      task = tasks.records.find((candidate) => candidate.taskId === taskId);
      if (task?.taskStatus !== 'TASK_EXECUTE') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(task).toMatchObject({ taskType: 'BANK_CARD_IMPORT', taskStatus: 'TASK_PART_FINISH' });

    const details = await ok<PageResult<BankCardTaskDetail>>(TASK_DETAIL_API.bankCard, {
      businessId: MAIN,
      projectId: MAIN,
      taskId,
      pageNumber: 1,
      pageSize: 20,
      type: 'ADD',
    });
    const byRow = [...details.records].sort((a, b) => a.rowNumber - b.rowNumber);
    expect(byRow.map((detail) => [detail.rowNumber, detail.recordStatus, detail.recordContent])).toEqual([
      [2, 1, ''],
      [3, 0, '请输入正确的银行卡号'],
      [4, 0, '银行卡号与第2行重复'],
      [5, 0, '本项目没有该身份证号的人员'],
    ]);
    expect(byRow[0]).toMatchObject({
      personName: people[3].personName,
      bankName: '中国农业银行',
      cardNumber: masked(good),
      bankDeposit: '杭州城东支行',
    });
    const failed = await ok<PageResult<BankCardTaskDetail>>(TASK_DETAIL_API.bankCard, {
      projectId: MAIN,
      taskId,
      pageNumber: 1,
      pageSize: 20,
      recordStatus: 0,
      bankDeposit: '城东',
    });
    expect(failed.total).toBe(3);
    const stored = await ok<PageResult<PersonBankCardRow>>(PERSON_BANK_CARD_API.page, {
      projectId: MAIN,
      cardNumber: good,
    });
    expect(stored.records).toMatchObject([{ personId: people[3].personId, cardNumber: good }]);
  });

  it('keeps the project accounts, Luhn-checked, masked and unique', async () => {
    const body: Record<string, unknown> = {
      ...(await sampleRecord(server, admin, PROJECT_BANK_CARD_RESOURCE, MAIN)),
      accountName: '项目工资专户',
    };
    const { bankCardId } = await ok<{ bankCardId: string }>(PROJECT_BANK_CARD_API.add, body);
    const page = await ok<PageResult<ProjectBankCardRow>>(
      PROJECT_BANK_CARD_API.page,
      { projectId: MAIN, accountName: '工资专户' },
      manager,
    );
    expect(page.records).toMatchObject([
      { bankCardId, accountName: '项目工资专户', cardNumber: masked(String(body.cardNumber)) },
    ]);
    expect(
      await server.post(PROJECT_BANK_CARD_API.add, { ...body, cardNumber: '4111111111111112' }, admin),
    ).toMatchObject({ code: 400, message: 'cardNumber: 请输入正确的银行卡号' });
    expect(await server.post(PROJECT_BANK_CARD_API.add, body, admin)).toMatchObject({
      code: 400,
      message: 'cardNumber: 银行卡号已存在',
    });
  });
});
