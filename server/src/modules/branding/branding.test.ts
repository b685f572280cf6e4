import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const PATH = '/front/tenementPrivateConfigRecord/queryByDomain';

describe('private branding by domain', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the audited branding of localhost without a token', async () => {
    const answer = await server.post(PATH, { clientType: 'WEB_SITE_C', domainName: 'localhost' });
    expect(answer).toEqual({
      code: 200,
      message: '操作成功',
      data: {
        domainName: 'localhost',
        clientType: 'WEB_SITE_C',
        privateName: '智慧工地示范平台',
        privateLoginIconUrl: '',
        privateIconUrl: '',
        privateLoginBgUrl: '',
        auditResult: 'SUCCESS',
      },
    });
  });

  it('answers null for a domain without branding, so the default applies', async () => {
    expect((await server.post(PATH, { clientType: 'WEB_SITE_C', domainName: '127.0.0.1' })).data).toBeNull();
  });

  it('needs the domain name', async () => {
    expect(await server.post(PATH, { clientType: 'WEB_SITE_C' })).toMatchObject({
      code: 400,
      message: 'domainName: 必填',
    });
  });
});
