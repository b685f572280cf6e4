import { type BusinessQrCode, PROJECT_MANAGE_API, type UserProjectQrCode } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

describe('tenementBusinessQrCodeGen', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('answers the project’s public info as the text of its info code', async () => {
    const answer = await server.post<BusinessQrCode[]>(
      PROJECT_MANAGE_API.businessQrCode,
      { projectId: DEMO_PROJECTS.main },
      admin,
    );
    expect(answer.code).toBe(200);
    expect(answer.data).toHaveLength(1);
    const [code] = answer.data;
    expect(code).toMatchObject({ qrCodeType: 'PROJECT_INFO', qrCodeName: '项目信息码' });
    expect(code.qrCodeData.split('\n')).toEqual(
      expect.arrayContaining([
        '项目名称：城南安置房一期工程',
        '施工许可证号：330102202503010101',
        '所属区域：浙江省杭州市上城区',
        '项目经理：张建国',
      ]),
    );
  });

  it('answers the user-project code naming the project and the inviting user', async () => {
    const answer = await server.post<UserProjectQrCode>(
      PROJECT_MANAGE_API.userProjectQrCode,
      { projectId: DEMO_PROJECTS.longName },
      admin,
    );
    expect(answer.code).toBe(200);
    expect(JSON.parse(answer.data.qrCodeData)).toEqual({
      type: 'USER_PROJECT',
      projectId: DEMO_PROJECTS.longName,
      projectName: '杭州市萧山区国际博览中心配套市政道路及综合管廊建设工程',
      userId: 'user-admin',
      userName: '系统管理员',
    });
  });
});
