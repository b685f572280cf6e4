import {
  type AgreementException,
  API,
  endOfDay,
  formatDateTime,
  type PageResult,
  REPORT_LOG_TYPES,
  type ReportLogRecord,
  startOfDay,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { REFUSED, refusals } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { LOG_TYPE_RULES } from './log-types';

const PATH = API.reportLogPageList;
const LONG = DEMO_PROJECTS.longName;
const DAY = 86_400_000;

describe('agreement report log', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  const page = async (body: Record<string, unknown>) => {
    const answer = await server.post<PageResult<ReportLogRecord>>(PATH, { businessId: LONG, ...body }, admin);
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  };
  const everything = (body: Record<string, unknown> = {}) => page({ pageNumber: 1, pageSize: 9999, ...body });

  it('answers a week of reports of both agreements, newest first, with the names of the seeds', async () => {
    const first = await page({ pageNumber: 1, pageSize: 20 });
    expect(first.records).toHaveLength(20);
    expect(first.total).toBeGreaterThan(100);
    const times = first.records.map((record) => record.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const names = new Map<string, string>(REPORT_LOG_TYPES.map((type) => [type.logType, type.logTypeName]));
    for (const record of first.records) {
      expect(record.logTypeName).toBe(names.get(record.logType));
      expect(record.getResultStatusName).toBe(['未获取', '获取成功', '获取失败'][record.getResultStatus]);
      expect(record.sourceName).not.toBe('');
      expect(record.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const all = await everything();
    expect(new Set(all.records.map((record) => record.agreementName))).toEqual(
      new Set(['杭州市建筑工人实名制管理平台', '浙江省建筑工人管理服务信息平台']),
    );
    expect(all.records.every((record) => record.createTime >= startOfDay(Date.now() - 7 * DAY))).toBe(true);
  });

  it('leaves unresolved exactly the failures the exception dialog counts', async () => {
    const { records } = await everything();
    const key = (record: ReportLogRecord) => `${record.agreementCode} ${record.logType} ${record.sourceName}`;
    // A failure is resolved when the same data was accepted later.
    const unresolved = new Map<string, number>();
    for (const record of records.filter((row) => row.getResultStatus === 2)) {
      const retried = records.some(
        (row) => row.getResultStatus === 1 && key(row) === key(record) && row.createTime > record.createTime,
      );
      if (retried) continue;
      const kind = `${record.agreementCode} ${LOG_TYPE_RULES[record.logType as keyof typeof LOG_TYPE_RULES].exceptionType}`;
      unresolved.set(kind, (unresolved.get(kind) ?? 0) + 1);
    }
    const exceptions = await server.post<AgreementException[]>(
      API.agreementExceptionList,
      { projectId: LONG },
      admin,
    );
    expect(Object.fromEntries(unresolved)).toEqual(
      Object.fromEntries(
        exceptions.data.map((item) => [
          `${item.agreementCode} ${item.operateType}`,
          item.exceptionRecordCount,
        ]),
      ),
    );
  });

  it('filters by agreement, operation type, data name, status and time', async () => {
    const province = await everything({ agreementCode: 'ZJ_JZGR' });
    expect(province.total).toBeGreaterThan(0);
    expect(province.records.every((record) => record.agreementCode === 'ZJ_JZGR')).toBe(true);

    const attendance = await everything({ logType: 'WORKER_ATTENDANCE' });
    expect(attendance.total).toBeGreaterThan(0);
    expect(attendance.records.every((record) => record.logTypeName === '工人考勤')).toBe(true);

    const failed = await everything({ getResultStatus: 2 });
    expect(failed.total).toBeGreaterThan(0);
    for (const record of failed.records) {
      expect(record.getResultStatusName).toBe('获取失败');
      expect(record.resultMessage).not.toBe('');
    }

    const name = attendance.records[0].sourceName;
    const byName = await everything({ sourceName: name.slice(1) });
    expect(byName.records.map((record) => record.sourceName)).toContain(name);
    expect(byName.records.every((record) => record.sourceName.includes(name.slice(1)))).toBe(true);
    expect((await everything({ sourceName: '%' })).total).toBe(0);

    // A day's range ends at 23:59:59 of that day; a date alone is that day's midnight.
    const yesterday = formatDateTime(Date.now() - DAY, 'YYYY-MM-DD');
    const day = await everything({ startTime: startOfDay(yesterday), endTime: endOfDay(yesterday) });
    expect(day.total).toBeGreaterThan(0);
    expect(day.records.every((record) => record.createTime.startsWith(yesterday))).toBe(true);
    expect((await everything({ startTime: yesterday, endTime: endOfDay(yesterday) })).total).toBe(day.total);

    const all = await everything();
    const combined = all.records.filter(
      (record) =>
        record.agreementCode === 'HZ_SMZ' &&
        record.getResultStatus === 1 &&
        record.createTime.startsWith(yesterday),
    );
    const answer = await everything({
      agreementCode: 'HZ_SMZ',
      getResultStatus: 1,
      startTime: `${yesterday} 00:00:00`,
      endTime: `${yesterday} 23:59:59`,
    });
    expect(answer.records.map((record) => record.logId)).toEqual(combined.map((record) => record.logId));
  });

  it('pages through the log in the same order', async () => {
    const all = await everything();
    const second = await page({ pageNumber: 2, pageSize: 20 });
    expect(second.total).toBe(all.total);
    expect(second.records.map((record) => record.logId)).toEqual(
      all.records.slice(20, 40).map((record) => record.logId),
    );
    const last = Math.ceil(all.total / 20);
    expect((await page({ pageNumber: last, pageSize: 20 })).records).toHaveLength(
      all.total - (last - 1) * 20,
    );
    expect((await page({ pageNumber: last + 1, pageSize: 20 })).records).toEqual([]);
    // Without paging fields the seeds' default page: the first 20.
    expect((await page({})).records).toHaveLength(20);
  });

  it('answers an empty page on a project without agreements', async () => {
    expect(await page({ businessId: DEMO_PROJECTS.pastDeadline })).toEqual({ records: [], total: 0 });
  });

  it('refuses callers without a session, without the code, or outside the project, and bad times', async () => {
    expect(await refusals(server, PATH, { businessId: DEMO_PROJECTS.main }, 'businessId')).toEqual(REFUSED);
    // The manager is a member of the project but his roles do not hold the report log's code.
    const manager = await server.login('manager');
    expect(await server.post(PATH, { businessId: DEMO_PROJECTS.main }, manager)).toMatchObject({ code: 403 });
    expect(await server.post(PATH, { businessId: LONG, startTime: 'last week' }, admin)).toMatchObject({
      code: 400,
      message: expect.stringContaining('startTime'),
    });
    expect(await server.post(PATH, { businessId: LONG, getResultStatus: 5 }, admin)).toMatchObject({
      code: 400,
    });
  });
});
