import {
  CLOUD_ATTENDANCE_API,
  type CloudAttendanceRow,
  type EntryExitRecord,
  type OperateLogRecord,
  type PageResult,
  PERSON_API,
  PERSON_RESOURCE,
  type PersonRow,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN } = DEMO_PROJECTS;

describe('cloud attendance people (CLOUD_ATTENDANCE_RESOURCE)', () => {
  let server: TestServer;
  let admin: string;

  const call = <T = unknown>(path: string, body: Record<string, unknown>) =>
    server.post<T>(path, { projectId: MAIN, ...body }, admin);
  const list = async (personName: string) =>
    (await call<PageResult<CloudAttendanceRow>>(CLOUD_ATTENDANCE_API.page, { personName })).data.records;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('enables people of the roster and disables them again', async () => {
    const body = await sampleRecord(server, admin, PERSON_RESOURCE, MAIN, { personType: 'WORKER' });
    const { personId } = (await call<{ personId: string }>(PERSON_API.add, body)).data;
    const name = String(body.personName);
    expect(await list(name)).toEqual([]);

    expect(await call(CLOUD_ATTENDANCE_API.add, { personIds: [] })).toMatchObject({
      code: 400,
      message: '请选择要操作的人员！',
    });
    expect(await call(CLOUD_ATTENDANCE_API.add, { personIds: [personId] })).toMatchObject({ code: 200 });
    const [row] = await list(name);
    expect(row).toEqual({
      personId,
      projectId: MAIN,
      personName: name,
      idcardNumber: body.idcardNumber,
      companyId: body.companyId,
      companyName: expect.any(String),
      teamId: body.teamId,
      teamName: expect.any(String),
      cloudAttendanceTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      lastRecordTime: '',
    });
    // Enabling again keeps the first time.
    await call(CLOUD_ATTENDANCE_API.add, { personIds: [personId] });
    expect((await list(name))[0].cloudAttendanceTime).toBe(row.cloudAttendanceTime);

    expect(await call(CLOUD_ATTENDANCE_API.remove, { personIdList: [personId] })).toMatchObject({
      code: 200,
      message: '删除成功!',
    });
    expect(await list(name)).toEqual([]);
    expect(await call(CLOUD_ATTENDANCE_API.remove, { personIdList: [personId] })).toMatchObject({
      code: 404,
    });
    // The person stays on the roster.
    expect((await call<PersonRow>(PERSON_API.query, { personId })).data.personName).toBe(name);

    const history = await call<PageResult<OperateLogRecord>>(CLOUD_ATTENDANCE_API.history, { personId });
    expect(history.data.records.map((entry) => entry.operateType)).toEqual(['DELETE', 'ADD']);
  });

  it('shows the latest identification record of each person', async () => {
    const records = await call<PageResult<EntryExitRecord>>(WIDGET_CALLS.entryExitRecords.path, {
      pageSize: 1,
    });
    const [newest] = records.data.records;
    expect(newest).toBeDefined();
    const namesakes = await call<PageResult<PersonRow>>(PERSON_API.page, { personName: newest.personName });
    const ids = namesakes.data.records
      .filter((row) => row.personName === newest.personName)
      .map((row) => row.personId);
    await call(CLOUD_ATTENDANCE_API.add, { personIds: ids });
    const times = (await list(newest.personName))
      .map((row) => row.lastRecordTime)
      .sort()
      .reverse();
    expect(times[0]).toBe(newest.recordTime);
  });
});
