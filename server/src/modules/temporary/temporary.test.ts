import {
  type OperateLogRecord,
  type PageResult,
  TEMPORARY_API,
  TEMPORARY_RESOURCE,
  type TemporaryRow,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN } = DEMO_PROJECTS;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('visitors and their approval (TEMPORARY_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;

  const call = <T = unknown>(path: string, body: Record<string, unknown>) =>
    server.post<T>(path, { projectId: MAIN, ...body }, admin);
  const register = async (change: Record<string, unknown> = {}) => {
    const body = { ...(await sampleRecord(server, admin, TEMPORARY_RESOURCE, MAIN)), ...change };
    const answer = await call<{ temporaryId: string }>(TEMPORARY_API.add, body);
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data.temporaryId;
  };
  const query = async (temporaryId: string) =>
    (await call<TemporaryRow>(TEMPORARY_API.query, { temporaryId })).data;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('registers a visitor as pending, with the visit in order', async () => {
    const temporaryId = await register({
      visitStartTime: '2025-07-01 09:00:00',
      visitEndTime: '2025-07-01 11:00:00',
    });
    expect(await query(temporaryId)).toMatchObject({
      approveStatus: 0,
      approveOpinion: '',
      approveUserName: '',
      approveTime: '',
      visitStartTime: '2025-07-01 09:00:00',
    });
    expect(
      await call(TEMPORARY_API.update, { temporaryId, visitEndTime: '2025-07-01 08:00:00' }),
    ).toMatchObject({ code: 400, message: 'visitEndTime: 来访结束时间不能早于来访开始时间' });
    const body = await sampleRecord(server, admin, TEMPORARY_RESOURCE, MAIN);
    expect(await call(TEMPORARY_API.add, { ...body, phone: '' })).toMatchObject({
      code: 400,
      message: 'phone: 请输入手机号码',
    });
    // Writes of the form do not decide the approval.
    expect(await call(TEMPORARY_API.add, { ...body, approveStatus: 1 })).toMatchObject({ code: 200 });
    const page = await call<PageResult<TemporaryRow>>(TEMPORARY_API.page, {
      personName: body.personName,
      approveStatus: 0,
    });
    expect(page.data.records.map((row) => row.approveStatus)).toEqual([0]);
  });

  it('approves and refuses, a refusal with its reason, and keeps the trail', async () => {
    const [first, second] = [await register(), await register()];
    const approve = (body: Record<string, unknown>) => call(TEMPORARY_API.approve, body);
    expect(await approve({ temporaryIdList: [], approveStatus: 1 })).toMatchObject({
      code: 400,
      message: '请选择要操作的人员！',
    });
    expect(await approve({ temporaryIdList: [first] })).toMatchObject({
      code: 400,
      message: '请选择审批结果',
    });
    expect(await approve({ temporaryIdList: [first], approveStatus: 2, approveOpinion: ' ' })).toMatchObject({
      code: 400,
      message: '请输入审批意见',
    });
    expect(await approve({ temporaryIdList: [first], approveStatus: 3 })).toMatchObject({
      code: 400,
      message: 'approveStatus: 取值无效',
    });

    expect(await approve({ temporaryIdList: [first, second], approveStatus: 1 })).toMatchObject({
      code: 200,
      message: '审批成功',
    });
    expect(await query(first)).toMatchObject({
      approveStatus: 1,
      approveUserName: '系统管理员',
      approveTime: expect.stringMatching(DATE_TIME),
    });
    await approve({ temporaryIdList: [first], approveStatus: 2, approveOpinion: '证件与本人不符' });
    expect(await query(first)).toMatchObject({ approveStatus: 2, approveOpinion: '证件与本人不符' });

    const trail = await call<PageResult<OperateLogRecord>>(TEMPORARY_API.history, { temporaryId: first });
    expect(trail.data.records.map((entry) => [entry.operateType, entry.after?.approveStatus])).toEqual([
      ['APPROVE', 2],
      ['APPROVE', 1],
      ['ADD', 0],
    ]);
    expect(trail.data.records[0]).toMatchObject({
      operateTypeName: '审批',
      moduleName: '访客',
      before: { approveStatus: 1 },
      after: { approveOpinion: '证件与本人不符' },
    });
  });
});
