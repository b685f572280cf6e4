import {
  BLACKLIST_API,
  BLACKLIST_RESOURCE,
  type BlacklistRow,
  type PageResult,
  PERSON_API,
  PERSON_RESOURCE,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdcard, sampleRecord } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME } = DEMO_PROJECTS;

describe('blacklist (BLACKLIST_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;

  const call = <T = unknown>(path: string, body: Record<string, unknown>) =>
    server.post<T>(path, body, admin);
  const entry = async (projectId: string = MAIN): Promise<Record<string, unknown>> => ({
    ...(await sampleRecord(server, admin, BLACKLIST_RESOURCE, projectId)),
    eventDescription: '多次违规进入塔吊作业区',
    eventTime: '2025-06-01 09:30:00',
    eventPlace: '施工一区',
  });
  const person = () => sampleRecord(server, admin, PERSON_RESOURCE, LONG_NAME, { personType: 'WORKER' });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists, updates and deletes entries with the event of each', async () => {
    const body = await entry();
    const added = await call<{ blacklistId: string }>(BLACKLIST_API.add, body);
    expect(added).toMatchObject({ code: 200, message: '新增成功' });
    const { blacklistId } = added.data;
    const page = await call<PageResult<BlacklistRow>>(BLACKLIST_API.page, {
      projectId: MAIN,
      personName: body.personName,
      eventTimeStart: '2025-06-01',
      eventTimeEnd: '2025-06-01',
    });
    expect(page.data.records).toEqual([
      {
        blacklistId,
        projectId: MAIN,
        personName: body.personName,
        idcardNumber: body.idcardNumber,
        eventDescription: '多次违规进入塔吊作业区',
        eventTime: '2025-06-01 09:30:00',
        eventPlace: '施工一区',
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect(
      (
        await call<PageResult<BlacklistRow>>(BLACKLIST_API.page, {
          projectId: MAIN,
          eventTimeEnd: '2025-05-31',
        })
      ).data.records,
    ).not.toContainEqual(expect.objectContaining({ blacklistId }));

    expect(
      await call(BLACKLIST_API.update, { projectId: MAIN, blacklistId, eventTime: '2025-06-01' }),
    ).toMatchObject({
      code: 400,
      message: 'eventTime: 事件时间格式应为 YYYY-MM-DD HH:mm:ss',
    });
    // A day the calendar lacks is refused by name, before the database would fail on it.
    expect(
      await call(BLACKLIST_API.update, { projectId: MAIN, blacklistId, eventTime: '2025-02-29 08:00:00' }),
    ).toMatchObject({ code: 400, message: 'eventTime: 事件时间不是有效的日期' });
    expect(
      await call(BLACKLIST_API.update, { projectId: MAIN, blacklistId, eventTime: '0000-01-01 08:00:00' }),
    ).toMatchObject({ code: 400, message: 'eventTime: 事件时间不是有效的日期' });
    expect(await call(BLACKLIST_API.page, { projectId: MAIN, eventTimeEnd: '2025-04-31' })).toMatchObject({
      code: 400,
      message: 'eventTimeEnd: 不是有效的日期',
    });
    expect(await call(BLACKLIST_API.update, { projectId: MAIN, blacklistId, eventPlace: '' })).toMatchObject({
      code: 400,
      message: 'eventPlace: 请输入事件地点',
    });
    await call(BLACKLIST_API.update, { projectId: MAIN, blacklistId, eventPlace: '生活区' });
    expect(
      (await call<BlacklistRow>(BLACKLIST_API.query, { projectId: MAIN, blacklistId })).data.eventPlace,
    ).toBe('生活区');
    expect(
      await call(BLACKLIST_API.add, { ...(await entry()), idcardNumber: body.idcardNumber }),
    ).toMatchObject({
      code: 400,
      message: 'idcardNumber: 身份证号已存在',
    });
    expect(await call(BLACKLIST_API.remove, { projectId: MAIN, blacklistIdList: [] })).toMatchObject({
      code: 400,
      message: '请选择要删除的黑名单',
    });
    expect(
      await call(BLACKLIST_API.remove, { projectId: MAIN, blacklistIdList: [blacklistId] }),
    ).toMatchObject({
      code: 200,
    });
  });

  it('bars a blacklisted ID number from every project of the organisation', async () => {
    const barred = await entry(MAIN);
    await call(BLACKLIST_API.add, barred);
    const worker = await person();
    expect(await call(PERSON_API.add, { ...worker, idcardNumber: barred.idcardNumber })).toMatchObject({
      code: 400,
      message: 'idcardNumber: 该身份证号已被列入黑名单，不能添加',
    });
    // In lower case too: ID numbers are kept with a capital X.
    const withX = `${newIdcard().slice(0, 17)}X`;
    await call(BLACKLIST_API.add, { ...(await entry(MAIN)), idcardNumber: withX });
    expect(await call(PERSON_API.add, { ...worker, idcardNumber: withX.toLowerCase() })).toMatchObject({
      code: 400,
      message: 'idcardNumber: 该身份证号已被列入黑名单，不能添加',
    });

    // Someone on the roster before his number was barred stays editable; changing to a barred number is not.
    const added = await call<{ personId: string }>(PERSON_API.add, worker);
    const { personId } = added.data;
    await call(BLACKLIST_API.add, { ...(await entry(MAIN)), idcardNumber: worker.idcardNumber });
    expect(await call(PERSON_API.update, { projectId: LONG_NAME, personId, remark: '已离场' })).toMatchObject(
      {
        code: 200,
      },
    );
    expect(
      await call(PERSON_API.update, { projectId: LONG_NAME, personId, idcardNumber: barred.idcardNumber }),
    ).toMatchObject({ code: 400, message: 'idcardNumber: 该身份证号已被列入黑名单，不能添加' });
  });
});
