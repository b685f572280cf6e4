import {
  OPERATE_LOG_API,
  type OperateLogRecord,
  type PageResult,
  PERSON_API,
  PERSON_RESOURCE,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME } = DEMO_PROJECTS;

const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('system operation log (siteOperateLog/listByProject)', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let name: string;

  const log = async (filters: Record<string, unknown>, projectId: string = MAIN) => {
    const answer = await server.post<PageResult<OperateLogRecord>>(
      OPERATE_LOG_API.page,
      { projectId, pageNumber: 1, pageSize: 100, ...filters },
      admin,
    );
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
    const body = await sampleRecord(server, admin, PERSON_RESOURCE, MAIN, { personType: 'WORKER' });
    name = String(body.personName);
    const { data } = await server.post<{ personId: string }>(PERSON_API.add, body, admin);
    await server.post(
      PERSON_API.update,
      { projectId: MAIN, personId: data.personId, remark: '经理修改' },
      manager,
    );
  });
  afterAll(() => server.close());

  it('lists who changed which record, newest first, with before and after', async () => {
    const { records, total } = await log({ targetName: name });
    expect(total).toBe(2);
    expect(records).toMatchObject([
      {
        module: 'person',
        moduleName: '人员',
        operateType: 'UPDATE',
        operateTypeName: '修改',
        targetName: name,
        userName: '张建国',
        before: { remark: expect.not.stringMatching('经理修改') },
        after: { remark: '经理修改' },
      },
      { operateType: 'ADD', userName: '系统管理员', before: null },
    ]);
    expect(records[0].logId).toEqual(expect.any(String));
    expect(records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by module, kind of write, user, record name and time (the end day whole)', async () => {
    const names = async (filters: Record<string, unknown>) =>
      (await log({ targetName: name, ...filters })).records.map((entry) => entry.operateType);
    expect(await names({ operateType: 'ADD' })).toEqual(['ADD']);
    expect(await names({ userName: '张建' })).toEqual(['UPDATE']);
    expect(await names({ module: 'blacklist' })).toEqual([]);
    expect(await names({ startTime: day(0), endTime: day(0) })).toEqual(['UPDATE', 'ADD']);
    expect(await names({ endTime: day(-1) })).toEqual([]);
    expect(await names({ startTime: day(1) })).toEqual([]);
    expect(await names({ operateType: '', module: null })).toEqual(['UPDATE', 'ADD']);
    // Each project has its own log.
    expect((await log({ targetName: name }, LONG_NAME)).total).toBe(0);
  });

  it('refuses unknown kinds and malformed times', async () => {
    const refused = (body: Record<string, unknown>) =>
      server.post(OPERATE_LOG_API.page, { projectId: MAIN, ...body }, admin);
    expect(await refused({ operateType: 'ERASE' })).toMatchObject({
      code: 400,
      message: 'operateType: 取值无效',
    });
    expect(await refused({ startTime: '昨天' })).toMatchObject({
      code: 400,
      message: 'startTime: 格式应为 YYYY-MM-DD HH:mm:ss',
    });
    expect(await server.post(OPERATE_LOG_API.page, { projectId: MAIN }, manager)).toMatchObject({
      code: 403,
    });
  });
});
