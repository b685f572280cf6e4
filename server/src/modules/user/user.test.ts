import type { UploadAnswer, UserInfo } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { PNG, uploadForm } from '../../test/uploads';

const CURRENT = '/front/user/queryCurrent';
const UPDATE = '/front/user/update';
const PASSWORD = '/front/user/updatePassword';

describe('current user, profile and password', () => {
  let server: TestServer;
  let manager: string;
  const current = async (token: string) => (await server.post<UserInfo>(CURRENT, {}, token)).data;
  const uploadAvatar = async (token: string) =>
    (
      await server.send<UploadAnswer>(
        '/front/file/upload',
        {
          body: uploadForm(
            { fileType: 'tenementUserAvatarImg' },
            { bytes: PNG, name: 'me.png', type: 'image/png' },
          ),
        },
        token,
      )
    ).data;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager');
  });
  afterAll(() => server.close());

  it('answers the user info of the caller', async () => {
    expect(await current(manager)).toEqual({
      tenementUserId: 'user-manager',
      tenementUserName: '张建国',
      tenementUserAvatarUrl: '',
      tenementUserAvatarPath: '',
      phoneNumber: '13800138001',
      email: 'manager@example.com',
      loginName: 'manager',
      orgId: 'org-demo',
      roles: [
        { roleId: 'role-manager', roleName: '项目经理', roleCode: 'projectManager' },
        { roleId: 'role-safety', roleName: '安全员', roleCode: 'safetyOfficer' },
      ],
    });
  });

  it('updates name, e-mail and avatar with message 修改成功, and ignores roleIdList', async () => {
    const avatar = await uploadAvatar(manager);
    const answer = await server.post(
      UPDATE,
      {
        tenementUserId: 'user-manager',
        tenementUserName: '张经理',
        email: 'zhang@example.com',
        roleIdList: ['role-admin'],
        tenementUserAvatarAttachId: avatar.attachId,
        tenementUserAvatarPath: '/elsewhere.png',
      },
      manager,
    );
    expect(answer).toEqual({ code: 200, message: '修改成功', data: null });
    const info = await current(manager);
    expect(info).toMatchObject({ tenementUserName: '张经理', email: 'zhang@example.com' });
    expect(info.tenementUserAvatarPath).toBe(avatar.filePath);
    expect(info.tenementUserAvatarUrl).toBe(avatar.fileUrl);
    expect(info.roles.map((role) => role.roleCode)).toEqual(['projectManager', 'safetyOfficer']);
    const resources = await server.post<{ resourceCode: string }[]>(
      '/front/roleResource/queryByUser',
      {},
      manager,
    );
    expect(resources.data.map((item) => item.resourceCode)).not.toContain('zqxyManage');
  });

  it('keeps the avatar when no attach id is sent and clears it with an empty one', async () => {
    const base = { tenementUserId: 'user-manager', tenementUserName: '张经理' };
    await server.post(UPDATE, base, manager);
    expect((await current(manager)).tenementUserAvatarPath).not.toBe('');
    await server.post(UPDATE, { ...base, tenementUserAvatarAttachId: '' }, manager);
    expect((await current(manager)).tenementUserAvatarUrl).toBe('');
  });

  it("refuses someone else's upload as avatar", async () => {
    const admin = await server.login('admin');
    const theirs = await uploadAvatar(admin);
    const answer = await server.post(
      UPDATE,
      {
        tenementUserId: 'user-manager',
        tenementUserName: '张经理',
        tenementUserAvatarAttachId: theirs.attachId,
      },
      manager,
    );
    expect(answer).toMatchObject({ code: 400, message: 'tenementUserAvatarAttachId: 附件不存在' });
  });

  it('lets a user update only himself', async () => {
    const answer = await server.post(
      UPDATE,
      { tenementUserId: 'user-admin', tenementUserName: '篡改' },
      manager,
    );
    expect(answer.code).toBe(403);
  });

  it('checks the name and the e-mail', async () => {
    const blank = await server.post(
      UPDATE,
      { tenementUserId: 'user-manager', tenementUserName: '  ' },
      manager,
    );
    expect(blank).toMatchObject({ code: 400, message: 'tenementUserName: 必填' });
    const email = await server.post(
      UPDATE,
      { tenementUserId: 'user-manager', tenementUserName: '张经理', email: 'not-an-email' },
      manager,
    );
    expect(email).toMatchObject({ code: 400, message: 'email: 格式错误' });
  });

  describe('password change', () => {
    const change = (token: string, fields: Record<string, string>) =>
      server.post(PASSWORD, { tenementUserId: 'user-noproject', ...fields }, token);

    it('refuses a wrong old password and a mismatching confirmation', async () => {
      const token = await server.login('noproject');
      expect(
        await change(token, { oldPassword: 'wrong', newPassword: 'next1234', confirmPassword: 'next1234' }),
      ).toEqual({ code: 400, message: '原密码错误', data: null });
      expect(
        await change(token, {
          oldPassword: 'noproject123',
          newPassword: 'next1234',
          confirmPassword: 'next9999',
        }),
      ).toEqual({ code: 400, message: '两次输入密码不一致!', data: null });
      expect(
        await change(token, { oldPassword: 'noproject123', newPassword: 'abc', confirmPassword: 'abc' }),
      ).toMatchObject({ code: 400, message: 'newPassword: 长度不能少于6' });
    });

    it("refuses to change another user's password", async () => {
      const answer = await server.post(
        PASSWORD,
        {
          tenementUserId: 'user-admin',
          oldPassword: 'x',
          newPassword: 'next1234',
          confirmPassword: 'next1234',
        },
        manager,
      );
      expect(answer.code).toBe(403);
    });

    it('changes the password, keeps the caller signed in and ends his other sessions', async () => {
      const token = await server.login('noproject');
      const elsewhere = await server.login('noproject');
      const answer = await change(token, {
        oldPassword: 'noproject123',
        newPassword: 'changed123',
        confirmPassword: 'changed123',
      });
      expect(answer).toEqual({ code: 200, message: '修改成功', data: null });
      expect((await server.post(CURRENT, {}, token)).code).toBe(200);
      expect((await server.post(CURRENT, {}, elsewhere)).code).toBe(401);
      expect(await server.login('noproject', 'changed123')).toBeTruthy();
      await expect(server.login('noproject')).rejects.toThrow(/400/);
    });
  });
});
