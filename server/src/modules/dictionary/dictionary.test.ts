import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGREEMENT } from '../../seed/dictionaries';
import { startTestServer, type TestServer } from '../../test/server';
import type { DictionaryOption } from './queries';

const PATH = '/front/dictionary/listByTypeCode';

describe('dictionary list by type code', () => {
  let server: TestServer;
  let manager: string;
  const names = async (body: Record<string, string>, token = manager) => {
    const answer = await server.post<DictionaryOption[]>(PATH, body, token);
    expect(answer.code).toBe(200);
    return answer.data.map((item) => item.dictionaryName);
  };

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('lists the work types and job types as dictionaryId and dictionaryName', async () => {
    const answer = await server.post<DictionaryOption[]>(
      PATH,
      { projectId: '1', dictionaryTypeCode: 'workerType' },
      manager,
    );
    expect(answer.data[0]).toEqual({
      dictionaryId: expect.any(String),
      dictionaryName: '木工',
      dictionaryCode: '',
    });
    expect(answer.data.map((item) => item.dictionaryName)).toEqual(
      expect.arrayContaining(['木工', '钢筋工', '混凝土工', '架子工', '电工', '焊工']),
    );
    expect(await names({ projectId: '1', dictionaryTypeCode: 'managerType' })).toEqual(
      expect.arrayContaining(['项目经理', '技术负责人', '安全员', '质量员', '施工员']),
    );
  });

  it('answers the company-agreement variant for agreementCode and companyId', async () => {
    const answer = await server.post<DictionaryOption[]>(
      PATH,
      { projectId: '1', dictionaryTypeCode: 'workerType', ...DEMO_AGREEMENT },
      manager,
    );
    expect(answer.data.map((item) => `${item.dictionaryCode} ${item.dictionaryName}`)).toContain('240 木工');
    expect(answer.data.every((item) => item.dictionaryCode !== '')).toBe(true);
    const otherCompany = {
      projectId: '1',
      dictionaryTypeCode: 'workerType',
      ...DEMO_AGREEMENT,
      companyId: 'x',
    };
    expect(await names(otherCompany)).toEqual([]);
  });

  it('answers an empty list for an unknown type', async () => {
    expect(await names({ projectId: '1', dictionaryTypeCode: 'noSuchType' })).toEqual([]);
  });

  it('refuses another project with 403 and a missing type code with 400', async () => {
    const nobody = await server.login('nobody');
    expect((await server.post(PATH, { projectId: '2', dictionaryTypeCode: 'workerType' }, nobody)).code).toBe(
      403,
    );
    expect(await server.post(PATH, { projectId: '1' }, manager)).toMatchObject({
      code: 400,
      message: 'dictionaryTypeCode: 必填',
    });
  });

  it('needs a session', async () => {
    expect((await server.post(PATH, { projectId: '1', dictionaryTypeCode: 'workerType' })).code).toBe(401);
  });
});
