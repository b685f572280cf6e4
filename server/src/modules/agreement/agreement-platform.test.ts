import { type AgreementExceptionMessage, agreementExceptionTopic } from '@site/shared-realtime';
import {
  AGREEMENT_API,
  type AgreementException,
  type AgreementExchangeResult,
  type AgreementLockMessage,
  type AgreementParamTarget,
  API,
  type PageResult,
  type PersonTaskDetail,
  type ReportLogRecord,
  TASK_DETAIL_API,
  type Task,
  type ZqxyCert,
  type ZqxyCompany,
  type ZqxyPerson,
  type ZqxyTeam,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { REFUSED, refusals } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { PLATFORM_MESSAGES } from './gov-platform';

const LONG = DEMO_PROJECTS.longName;
const SCOPE = { projectId: LONG, agreementCode: 'ZJ_JZGR' };
const ALL = { pageNumber: 1, pageSize: 1000 };

describe('agreement pages against the simulated government platform', () => {
  let server: TestServer;
  let admin: string;
  const data = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    const answer = await server.post<T>(path, { ...SCOPE, ...body }, admin);
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  };
  const log = async (body: Record<string, unknown>) =>
    (
      await server.post<PageResult<ReportLogRecord>>(
        API.reportLogPageList,
        { businessId: LONG, agreementCode: SCOPE.agreementCode, ...ALL, ...body },
        admin,
      )
    ).data;
  const exceptionCount = async (operateType: string) => {
    const list = await server.post<AgreementException[]>(
      API.agreementExceptionList,
      { projectId: LONG },
      admin,
    );
    return (
      list.data.find((item) => item.agreementCode === SCOPE.agreementCode && item.operateType === operateType)
        ?.exceptionRecordCount ?? 0
    );
  };
  const teamNamed = async (teamName: string) =>
    (await data<PageResult<ZqxyTeam>>(AGREEMENT_API.teamPage, ALL)).records.find(
      (team) => team.teamName === teamName,
    )!;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the companies of the project, none on the platform before a pull', async () => {
    const page = await data<PageResult<ZqxyCompany>>(AGREEMENT_API.companyPage, ALL);
    expect(page.total).toBe(4);
    expect(page.records.every((company) => company.syncStatus === 0 && company.platformCode === '')).toBe(
      true,
    );
  });

  it('pulls the companies: each answer becomes the list state and a line of the report log', async () => {
    const result = await data<AgreementExchangeResult>(AGREEMENT_API.pullCompany);
    expect(result).toEqual({ total: 4, accepted: 4, refused: [] });
    const page = await data<PageResult<ZqxyCompany>>(AGREEMENT_API.companyPage, { ...ALL, syncStatus: 1 });
    expect(page.total).toBe(4);
    expect(page.records[0].platformCode).toMatch(/^ZJ_JZGR-C[0-9A-F]{10}$/);
    const pulled = await log({ logType: 'ADD_COMPANY', getResultStatus: 1 });
    expect(pulled.records.map((record) => record.sourceName)).toEqual(
      expect.arrayContaining(page.records.map((company) => company.companyName)),
    );
  });

  it('refuses a team upload without the leader, counts the exception and pushes it; accepts it once set', async () => {
    const team = await teamNamed('管廊钢筋班');
    const before = await exceptionCount('TEAM_UPLOAD');
    const pushes: { destination: string; body: AgreementExceptionMessage }[] = [];
    const hub = server.app.realtime;
    const publish = hub.publish.bind(hub);
    hub.publish = (destination, body) => {
      pushes.push({ destination, body: body as AgreementExceptionMessage });
      publish(destination, body);
    };
    const refused = await data<AgreementExchangeResult>(AGREEMENT_API.teamUpload, {
      teamIds: [team.sourceId],
    });
    expect(refused).toEqual({
      total: 1,
      accepted: 0,
      refused: [{ sourceName: '管廊钢筋班', resultMessage: PLATFORM_MESSAGES.noTeamLeader }],
    });
    hub.publish = publish;
    expect(pushes).toEqual([
      {
        destination: agreementExceptionTopic(LONG, 'ZJ_JZGR'),
        body: expect.objectContaining({ exceptionLogCount: 1, logTypeList: ['TEAM_UPLOAD'] }),
      },
    ]);
    expect(await exceptionCount('TEAM_UPLOAD')).toBe(before + 1);
    const failed = await log({ logType: 'SAVE_TEAM', getResultStatus: 2, sourceName: '管廊钢筋班' });
    expect(failed.records[0]).toMatchObject({
      logTypeName: '添加或修改班组',
      getResultStatusName: '获取失败',
      resultMessage: PLATFORM_MESSAGES.noTeamLeader,
    });
    expect((await teamNamed('管廊钢筋班')).syncStatus).toBe(2);

    expect(
      await server.post(
        AGREEMENT_API.teamSaveParam,
        { ...SCOPE, targetId: team.sourceId, params: { teamLeaderIdcard: '123' } },
        admin,
      ),
    ).toMatchObject({ code: 400, message: '请输入正确的身份证号码' });
    await data(AGREEMENT_API.teamSaveParam, {
      targetId: team.sourceId,
      params: { teamLeaderName: '王大力', teamLeaderIdcard: '330109198803152317', ignored: 'x' },
    });
    const targets = await data<AgreementParamTarget[]>(AGREEMENT_API.teamExtend);
    expect(targets.find((target) => target.targetId === team.sourceId)?.params).toEqual({
      teamLeaderName: '王大力',
      teamLeaderIdcard: '330109198803152317',
      teamLeaderPhone: '',
    });
    const accepted = await data<AgreementExchangeResult>(AGREEMENT_API.teamUpload, {
      teamIds: [team.sourceId],
    });
    expect(accepted).toMatchObject({ total: 1, accepted: 1 });
    expect(await teamNamed('管廊钢筋班')).toMatchObject({ syncStatus: 1, resultMessage: '上报成功' });
  });

  it('pulls the persons as a ZQXY_PERSON_PULL task with a result per person', async () => {
    const { taskId } = await data<{ taskId: string }>(AGREEMENT_API.pullPerson);
    let task: Task | undefined;
    await expect
      .poll(async () => {
        const page = await server.post<PageResult<Task>>(
          API.taskPageList,
          { businessId: LONG, taskType: 'ZQXY_PERSON_PULL' },
          admin,
        );
        task = page.data.records.find((row) => row.taskId === taskId);
        return task?.taskStatus;
      })
      .toBe('TASK_PART_FINISH');
    const detail = await server.post<PageResult<PersonTaskDetail>>(
      TASK_DETAIL_API.zqxyPersonPull,
      { businessId: LONG, projectId: LONG, taskId, ...ALL, type: 'ADD' },
      admin,
    );
    expect(detail.data.total).toBe(task?.total);
    const ok = detail.data.records.filter((row) => row.recordStatus === 1);
    // Only the team uploaded above is on the platform, so only its people are found there.
    expect(new Set(ok.map((row) => row.teamName))).toEqual(new Set(['管廊钢筋班']));
    expect(detail.data.records.find((row) => row.recordStatus === 0)?.recordContent).toBe(
      PLATFORM_MESSAGES.teamNotUploaded,
    );
    expect(ok[0].idcardNumber).toContain('****');
    const persons = await data<PageResult<ZqxyPerson>>(AGREEMENT_API.personPage, { ...ALL, syncStatus: 1 });
    expect(persons.total).toBe(ok.length);
    const certs = await data<PageResult<ZqxyCert>>(AGREEMENT_API.certPage, ALL);
    expect(certs.records.every((cert) => cert.certNo.startsWith('浙A'))).toBe(true);
  });

  it('locks and unlocks persons, which the lock notice counts', async () => {
    const lockCount = async () =>
      (await server.post<AgreementLockMessage>(API.agreementLockMsg, { projectId: LONG }, admin)).data.msg;
    const [first, second] = (await data<PageResult<ZqxyPerson>>(AGREEMENT_API.personPage, ALL)).records;
    const personIds = [first.sourceId, second.sourceId];
    const locked = async () =>
      (await data<PageResult<ZqxyPerson>>(AGREEMENT_API.personPage, { ...ALL, lockStatus: 1 })).records;
    expect(await lockCount()).toContain('2名');
    await data(AGREEMENT_API.lockPerson, { personIds, lockReason: '合同未上报' });
    expect(await lockCount()).toContain('4名');
    // Locking a locked person again changes the reason, not the count.
    await data(AGREEMENT_API.lockPerson, { personIds: [first.sourceId], lockReason: '工资未发放' });
    expect(await lockCount()).toContain('4名');
    expect(await locked()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sourceId: first.sourceId, lockStatus: 1, lockReason: '工资未发放' }),
        expect.objectContaining({ sourceId: second.sourceId, lockStatus: 1, lockReason: '合同未上报' }),
      ]),
    );
    expect(await locked()).toHaveLength(2);
    await data(AGREEMENT_API.unlockPerson, { personIds });
    expect(await lockCount()).toContain('2名');
    expect(await locked()).toEqual([]);
  });

  it('lets a company on the platform exit once, and refuses the exit of a team not there', async () => {
    const [company] = (await data<PageResult<ZqxyCompany>>(AGREEMENT_API.companyPage, ALL)).records;
    expect(await data(AGREEMENT_API.companyExit, { companyId: company.sourceId })).toMatchObject({
      accepted: 1,
    });
    expect(
      (await data<PageResult<ZqxyCompany>>(AGREEMENT_API.companyPage, ALL)).records.find(
        (row) => row.sourceId === company.sourceId,
      )?.exitStatus,
    ).toBe(1);
    expect(
      await server.post(AGREEMENT_API.companyExit, { ...SCOPE, companyId: company.sourceId }, admin),
    ).toMatchObject({ code: 400, message: '已退场，无需重复操作' });
    const team = await teamNamed('道路摊铺班');
    expect(await data(AGREEMENT_API.teamExit, { teamId: team.sourceId })).toMatchObject({
      accepted: 0,
      refused: [{ resultMessage: PLATFORM_MESSAGES.notOnPlatform }],
    });
  });

  it('uploads the project once its platform code is set, as an update of the project the week of reports added', async () => {
    expect(await data(AGREEMENT_API.projectUpload)).toMatchObject({
      refused: [{ resultMessage: PLATFORM_MESSAGES.noProjectCode }],
    });
    await data(AGREEMENT_API.projectSaveParam, { params: { platformProjectCode: 'ZJ330109001' } });
    expect(await data(AGREEMENT_API.projectUpload)).toMatchObject({ accepted: 1 });
    expect(await data(AGREEMENT_API.projectUpload)).toMatchObject({ accepted: 1 });
    const [latest] = (await log({ getResultStatus: 1, logType: 'UPDATE_PROJECT' })).records;
    expect(latest).toMatchObject({ logTypeName: '修改项目', resultMessage: '上报成功' });
  });

  it('refuses an attendance upload of a day the calendar lacks, naming the field', async () => {
    expect(
      await server.post(AGREEMENT_API.verifyRecordUpload, { ...SCOPE, recordDate: '2026-02-30' }, admin),
    ).toMatchObject({ code: 400, message: 'recordDate: 不是有效的日期' });
  });

  it('refuses callers without a session, the code or the project, and an unknown agreement', async () => {
    expect(await refusals(server, AGREEMENT_API.companyPage, SCOPE)).toEqual(REFUSED);
    expect(
      await server.post(AGREEMENT_API.pullTeam, { ...SCOPE, agreementCode: 'NOPE' }, admin),
    ).toMatchObject({
      code: 404,
      message: '协议不存在',
    });
  });
});
