import type {
  AgreementException,
  AgreementExceptionNotice,
  AgreementItem,
  AgreementLockMessage,
  PageResult,
  Task,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { downloadTask, xlsxRows } from '../../test/xlsx';

const LIST = '/front/siteProjectAgreement/listByProject';
const NOTICE = '/front/siteProject/queryAgreementExceptionNotice';
const EXCEPTIONS = '/front/siteProjectAgreement/listExceptionByProject';
const ACKNOWLEDGE = '/front/siteProject/updateAgreementExceptionNotice';
const LOCK = '/front/siteProjectAgreement/getLockMsg';
const EXPORT = '/front/siteProjectAgreement/exportLockPerson';

const MAIN = '1';
const PAST_DEADLINE = '2';
const LONG_NAME = '3';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('agreements, exception notices and locks', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  const data = async <T>(path: string, body: unknown, token = admin): Promise<T> => {
    const answer = await server.post<T>(path, body, token);
    expect(answer.code).toBe(200);
    return answer.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('lists the agreements of a project', async () => {
    expect(await data<AgreementItem[]>(LIST, { projectId: LONG_NAME })).toEqual([
      { agreementCode: 'HZ_SMZ', agreementName: '杭州市建筑工人实名制管理平台' },
      { agreementCode: 'ZJ_JZGR', agreementName: '浙江省建筑工人管理服务信息平台' },
    ]);
    expect(await data<AgreementItem[]>(LIST, { projectId: MAIN }, manager)).toHaveLength(1);
    expect(await data<AgreementItem[]>(LIST, { projectId: PAST_DEADLINE })).toEqual([]);
  });

  it('answers exceptions only on the long-named project', async () => {
    const exceptions = await data<AgreementException[]>(EXCEPTIONS, { projectId: LONG_NAME });
    expect(exceptions).toMatchObject([
      { agreementId: 'agreement-long-city', agreementCode: 'HZ_SMZ', exceptionRecordCount: 3 },
      { agreementCode: 'ZJ_JZGR', operateType: 'VERIFY_RECORD_UPLOAD', exceptionRecordCount: 12 },
    ]);
    expect(exceptions[0].startDate).toMatch(DATE_TIME);
    expect(exceptions[0].endDate).toMatch(DATE_TIME);
    const main = await data<AgreementException[]>(EXCEPTIONS, { projectId: MAIN });
    expect(main.map((item) => item.exceptionRecordCount)).toEqual([0]);
    expect(await data(EXCEPTIONS, { projectId: PAST_DEADLINE })).toEqual([]);
  });

  it('keeps the do-not-remind stamp per user and project, and clears it on a plain acknowledgement', async () => {
    const notice = () => data<AgreementExceptionNotice>(NOTICE, { projectId: LONG_NAME });
    expect(await notice()).toEqual({ projectId: LONG_NAME, agreementExcptionNoneDate: '' });

    const stamp = '2026-03-05 09:30:00';
    const form = { ...(await notice()), agreementExcptionNoneDate: stamp };
    expect(await server.post(ACKNOWLEDGE, form, admin)).toEqual({
      code: 200,
      message: '操作成功',
      data: null,
    });
    expect((await notice()).agreementExcptionNoneDate).toBe(stamp);
    const others = await data<AgreementExceptionNotice>(NOTICE, { projectId: LONG_NAME }, manager);
    expect(others.agreementExcptionNoneDate).toBe('');
    expect(
      (await data<AgreementExceptionNotice>(NOTICE, { projectId: MAIN })).agreementExcptionNoneDate,
    ).toBe('');

    await data(ACKNOWLEDGE, { projectId: LONG_NAME, agreementExcptionNoneDate: '' });
    expect((await notice()).agreementExcptionNoneDate).toBe('');
    expect(
      await server.post(ACKNOWLEDGE, { projectId: LONG_NAME, agreementExcptionNoneDate: 'today' }, admin),
    ).toMatchObject({ code: 400, message: 'agreementExcptionNoneDate: 格式应为 YYYY-MM-DD HH:mm:ss' });
  });

  it('warns of locked labourers only where there are some', async () => {
    const lock = await data<AgreementLockMessage>(LOCK, { projectId: LONG_NAME });
    expect(lock.warn).toBe(true);
    expect(lock.msg).toContain('2名劳务人员');
    expect(await data(LOCK, { projectId: MAIN })).toEqual({ warn: false, msg: '' });
  });

  it('exports the locked-labour table as a finished task of the task centre', async () => {
    expect(await server.post(EXPORT, { projectId: LONG_NAME }, admin)).toEqual({
      code: 200,
      message: '导出成功，请到任务中心下载',
      data: null,
    });
    const page = await data<PageResult<Task>>('/front/tenementFileTask/pageList', {
      businessId: LONG_NAME,
      operateType: 'EXPORT',
    });
    expect(page.records).toMatchObject([
      {
        taskType: 'AGREEMENT_LOCK_PERSON_EXPORT',
        taskStatus: 'TASK_ALL_FINISH',
        taskResult: '导出成功，共2条',
      },
    ]);
    const download = await downloadTask(server, page.records[0].taskId, admin);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('锁定劳务人员表.xlsx'));
    const rows = await xlsxRows(Buffer.from(await download.arrayBuffer()));
    expect(Object.keys(rows[0].values)).toEqual([
      '姓名',
      '身份证号',
      '班组',
      '工种',
      '协议',
      '锁定原因',
      '锁定时间',
    ]);
    expect(rows.map((row) => row.values)).toContainEqual(
      expect.objectContaining({ 姓名: '周海波', 身份证号: '330109********2317', 班组: '管廊钢筋班' }),
    );
    expect(JSON.stringify(rows)).not.toContain('330109198803152317');
    expect(await server.post(EXPORT, { projectId: MAIN }, admin)).toMatchObject({
      code: 400,
      message: '当前项目没有被锁定的劳务人员',
    });
  });

  it('refuses a caller without a session, without the lock code, or outside the project', async () => {
    for (const path of [LIST, NOTICE, EXCEPTIONS, ACKNOWLEDGE, LOCK, EXPORT]) {
      expect((await server.post(path, { projectId: MAIN })).code).toBe(401);
    }
    for (const path of [LOCK, EXPORT]) {
      expect(await server.post(path, { projectId: LONG_NAME }, manager)).toEqual({
        code: 403,
        message: '无权访问该资源',
        data: null,
      });
    }
    const nobody = await server.login('nobody');
    for (const path of [LIST, NOTICE, EXCEPTIONS, ACKNOWLEDGE]) {
      expect(await server.post(path, { projectId: LONG_NAME }, nobody)).toEqual({
        code: 403,
        message: '无权访问该项目',
        data: null,
      });
      expect((await server.post(path, {}, nobody)).code).toBe(400);
    }
    expect(await data(LIST, { projectId: MAIN }, nobody)).toHaveLength(1);
  });
});
