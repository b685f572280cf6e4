import {
  type CompanyAgreementExtend,
  type CompanyChoices,
  EXIT_BEFORE_ENTRY,
  type PageResult,
  PROJECT_COMPANY_API,
  type ProjectCompanyRow,
  TEAM_API,
  type TeamPersonCount,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, disabled: DISABLED } = DEMO_PROJECTS;
const GENERAL = 'company-demo-1';
const LABOUR = 'company-demo-3';

describe('participating companies and their agreement parameters', () => {
  let server: TestServer;
  let manager: string;
  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, manager);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('lists the participating companies with their roles, teams and people, general contractor first', async () => {
    const companies = await ok<PageResult<ProjectCompanyRow>>(PROJECT_COMPANY_API.page, {
      projectId: MAIN,
      pageSize: 999,
      pageNumber: 1,
    });
    expect(companies.total).toBe(6);
    expect(companies.records[0]).toMatchObject({
      companyId: GENERAL,
      companyName: '浙江城建建设集团有限公司',
      companyTypeId: 'company-type-general',
      companyTypeName: '施工总承包',
      creditCode: '91330100MA27XK1A2B',
    });
    const second = await ok<PageResult<ProjectCompanyRow>>(PROJECT_COMPANY_API.page, {
      projectId: MAIN,
      pageSize: 4,
      pageNumber: 2,
    });
    expect(second.records.map((company) => company.companyId)).toEqual(['company-demo-4', 'company-demo-5']);

    const labour = companies.records.find((company) => company.companyId === LABOUR)!;
    const teams = await ok<TeamPersonCount[]>(TEAM_API.personCount, { projectId: MAIN, companyId: LABOUR });
    expect(labour.teamCount).toBe(teams.length);
    expect(labour.personCount).toBeGreaterThanOrEqual(labour.onJobCount);
    expect(labour.onJobCount).toBeGreaterThan(0);

    const byName = await ok<PageResult<ProjectCompanyRow>>(PROJECT_COMPANY_API.page, {
      projectId: MAIN,
      companyName: '劳务',
    });
    expect(byName.records.length).toBeGreaterThan(0);
    expect(byName.records.every((company) => company.companyName.includes('劳务'))).toBe(true);
  });

  it('answers empty parameters per agreement, saves them and refuses bad ones with the field', async () => {
    const [empty] = await ok<CompanyAgreementExtend[]>(PROJECT_COMPANY_API.queryExtend, {
      projectId: MAIN,
      companyId: LABOUR,
    });
    expect(empty).toMatchObject({ agreementCode: 'HZ_SMZ', platformCorpCode: '', updateTime: '' });

    const target = { projectId: MAIN, companyId: LABOUR, agreementCode: 'HZ_SMZ' };
    const badPhone = await server.post(
      PROJECT_COMPANY_API.updateExtend,
      { ...target, corpManagerPhone: '1234' },
      manager,
    );
    expect(badPhone).toMatchObject({ code: 400, message: 'corpManagerPhone: 请输入正确的手机号码' });
    const backwards = await server.post(
      PROJECT_COMPANY_API.updateExtend,
      { ...target, entryDate: '2026-03-01', exitDate: '2026-02-01' },
      manager,
    );
    expect(backwards).toMatchObject({ code: 400, message: `exitDate: ${EXIT_BEFORE_ENTRY}` });

    const [saved] = await ok<CompanyAgreementExtend[]>(PROJECT_COMPANY_API.updateExtend, {
      ...target,
      platformCorpCode: ' HZ-330100-0088 ',
      corpManagerName: '李卫东',
      corpManagerPhone: '13900001111',
      entryDate: '2026-03-01',
    });
    expect(saved).toMatchObject({
      platformCorpCode: 'HZ-330100-0088',
      corpManagerName: '李卫东',
      entryDate: '2026-03-01',
      exitDate: '',
      updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const [again] = await ok<CompanyAgreementExtend[]>(PROJECT_COMPANY_API.queryExtend, {
      projectId: MAIN,
      companyId: LABOUR,
    });
    expect(again.platformCorpCode).toBe('HZ-330100-0088');
    const [other] = await ok<CompanyAgreementExtend[]>(PROJECT_COMPANY_API.queryExtend, {
      projectId: MAIN,
      companyId: GENERAL,
    });
    expect(other.platformCorpCode).toBe('');
  });

  it('adds an org company in a role, last, and removes it; a company with teams or people stays', async () => {
    const choices = await ok<CompanyChoices>(PROJECT_COMPANY_API.choices, { projectId: MAIN });
    expect(choices.companies.map((company) => company.companyId)).toEqual(['company-demo-7']);
    expect(choices.companyTypes.map((type) => type.dictionaryName)).toContain('专业分包');
    const special = choices.companyTypes.find((type) => type.dictionaryName === '专业分包')!;

    const badType = await server.post(
      PROJECT_COMPANY_API.add,
      { projectId: MAIN, companyId: 'company-demo-7', companyTypeId: 'no-such-type' },
      manager,
    );
    expect(badType).toMatchObject({ code: 400, message: 'companyTypeId: 参建类型不存在' });
    await ok(PROJECT_COMPANY_API.add, {
      projectId: MAIN,
      companyId: 'company-demo-7',
      companyTypeId: special.dictionaryId,
    });
    const twice = await server.post(
      PROJECT_COMPANY_API.add,
      { projectId: MAIN, companyId: 'company-demo-7', companyTypeId: special.dictionaryId },
      manager,
    );
    expect(twice).toMatchObject({ code: 400, message: 'companyId: 企业不存在或已是参建单位' });
    const list = await ok<PageResult<ProjectCompanyRow>>(PROJECT_COMPANY_API.page, { projectId: MAIN });
    expect(list.records.at(-1)).toMatchObject({
      companyId: 'company-demo-7',
      companyTypeName: '专业分包',
      teamCount: 0,
      personCount: 0,
    });

    const inUse = await server.post(
      PROJECT_COMPANY_API.remove,
      { projectId: MAIN, companyId: LABOUR },
      manager,
    );
    expect(inUse).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^企业“.+”在本项目还有\d+个班组、\d+名人员/),
    });
    expect(
      await server.post(
        PROJECT_COMPANY_API.remove,
        { projectId: MAIN, companyId: 'company-demo-7' },
        manager,
      ),
    ).toMatchObject({
      code: 200,
      message: '删除成功!',
    });
    expect(
      (await ok<PageResult<ProjectCompanyRow>>(PROJECT_COMPANY_API.page, { projectId: MAIN })).total,
    ).toBe(6);
  });

  it('refuses a company outside the project and an agreement it does not have', async () => {
    const stranger = await server.post(
      PROJECT_COMPANY_API.queryExtend,
      { projectId: MAIN, companyId: 'company-demo-7' },
      manager,
    );
    expect(stranger).toMatchObject({ code: 404 });
    const noAgreement = await server.post(
      PROJECT_COMPANY_API.updateExtend,
      { projectId: MAIN, companyId: LABOUR, agreementCode: 'ZJ_JZGR' },
      manager,
    );
    expect(noAgreement).toMatchObject({ code: 404, message: '协议不存在' });
  });

  it('refuses without a session, without the resource and outside the caller’s projects', async () => {
    const nobody = await server.login('nobody');
    const calls: [string, Record<string, unknown>][] = [
      [PROJECT_COMPANY_API.page, {}],
      [PROJECT_COMPANY_API.queryExtend, { companyId: LABOUR }],
      [PROJECT_COMPANY_API.updateExtend, { companyId: LABOUR, agreementCode: 'HZ_SMZ' }],
      [PROJECT_COMPANY_API.choices, {}],
      [PROJECT_COMPANY_API.add, { companyId: 'company-demo-7', companyTypeId: 'company-type-special' }],
      [PROJECT_COMPANY_API.remove, { companyId: 'company-demo-7' }],
    ];
    for (const [path, body] of calls) {
      expect(await server.post(path, { projectId: MAIN, ...body })).toMatchObject({ code: 401 });
      expect(await server.post(path, { projectId: MAIN, ...body }, nobody)).toMatchObject({ code: 403 });
      expect(await server.post(path, { projectId: DISABLED, ...body }, manager)).toMatchObject({
        code: 403,
        message: '无权访问该项目',
      });
    }
  });
});
