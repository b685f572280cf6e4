import {
  PROJECT_MANAGE_API as API,
  DEFAULT_PRIVATE_CONFIG,
  DEFAULT_RULE_CONFIG,
  DEFAULT_TRAIN_RULE,
  OPERATE_LOG_API,
  type OperateLogRecord,
  type PageResult,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN, longName: LONG_NAME } = DEMO_PROJECTS;

describe('rule settings (train rule, rule config, private config)', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  const post = <T>(path: string, body: unknown, token = admin) => server.post<T>(path, body, token);

  beforeAll(async () => {
    server = await startTestServer();
    [admin, manager] = await Promise.all([server.login('admin'), server.login('manager')]);
  });
  afterAll(() => server.close());

  it('answers the defaults before anything is saved', async () => {
    expect((await post(API.queryTrainRule, { projectId: MAIN })).data).toEqual({
      projectId: MAIN,
      ...DEFAULT_TRAIN_RULE,
    });
    expect((await post(API.ruleConfigQuery, { projectId: MAIN })).data).toEqual({
      projectId: MAIN,
      ...DEFAULT_RULE_CONFIG,
    });
    expect((await post(API.privateConfigQuery, { projectId: MAIN })).data).toEqual({
      projectId: MAIN,
      ...DEFAULT_PRIVATE_CONFIG,
    });
  });

  it('saves each form of one project without touching the others', async () => {
    const train = { projectId: MAIN, trainRuleStatus: 1, trainHours: 32, trainValidDays: 180 };
    expect(await post(API.updateTrainRule, train)).toMatchObject({
      code: 200,
      message: '保存成功',
      data: train,
    });
    const rule = { projectId: MAIN, ...DEFAULT_RULE_CONFIG, maleMaxAge: 65, contractRequiredStatus: 1 };
    expect(await post(API.ruleConfigSave, rule)).toMatchObject({ code: 200, data: rule });
    const own = { projectId: MAIN, temperatureThreshold: 37.5, faceThreshold: 85, visitorAuditStatus: 0 };
    expect(await post(API.privateConfigSave, own)).toMatchObject({ code: 200, data: own });

    expect((await post(API.queryTrainRule, { projectId: MAIN })).data).toEqual(train);
    expect((await post(API.ruleConfigQuery, { projectId: MAIN })).data).toEqual(rule);
    expect((await post(API.privateConfigQuery, { projectId: MAIN })).data).toEqual(own);
    expect((await post(API.queryTrainRule, { projectId: LONG_NAME })).data).toMatchObject(DEFAULT_TRAIN_RULE);
  });

  it('logs the rule and private config with their before and after', async () => {
    const page = await post<PageResult<OperateLogRecord>>(OPERATE_LOG_API.page, {
      projectId: MAIN,
      pageNumber: 1,
      pageSize: 20,
    });
    const entry = page.data.records.find((record) => record.targetName === '进场规则');
    expect(entry).toMatchObject({
      module: 'project',
      operateType: 'UPDATE',
      before: { maleMaxAge: 60, contractRequiredStatus: 0 },
      after: { maleMaxAge: 65, contractRequiredStatus: 1 },
    });
  });

  it('refuses values out of range, keeping what was stored', async () => {
    const before = (await post(API.ruleConfigQuery, { projectId: MAIN })).data;
    const rule = { projectId: MAIN, ...DEFAULT_RULE_CONFIG };
    expect(await post(API.ruleConfigSave, { ...rule, maleMaxAge: 120 })).toMatchObject({
      code: 400,
      message: 'maleMaxAge: 不能大于80',
    });
    expect((await post(API.ruleConfigSave, { ...rule, minAge: 17.5 })).code).toBe(400);
    expect(
      (
        await post(API.updateTrainRule, {
          projectId: MAIN,
          trainRuleStatus: 2,
          trainHours: 1,
          trainValidDays: 1,
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await post(API.privateConfigSave, {
          projectId: MAIN,
          temperatureThreshold: 50,
          faceThreshold: 80,
          visitorAuditStatus: 1,
        })
      ).code,
    ).toBe(400);
    expect((await post(API.ruleConfigQuery, { projectId: MAIN })).data).toEqual(before);
  });

  it('refuses a member without siteProjectTrainRule', async () => {
    expect(await post(API.ruleConfigQuery, { projectId: MAIN }, manager)).toMatchObject({ code: 403 });
  });
});
