import { API, type UserInfo } from '@site/shared-schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, configureOfflineApi, sentTo } from '../../resource/test/offline-api';
import { initTestI18n, itemError } from '../../resource/test/testing';
import { session } from '../store/session';
import { ProfileForm } from './ProfileForm';

const user = {
  tenementUserId: 'u1',
  tenementUserName: '系统管理员',
  email: '',
  roles: [{ roleId: 'r1' }],
} as unknown as UserInfo;

describe('the profile form', () => {
  let sent: Record<string, unknown>[];
  beforeAll(async () => {
    await initTestI18n();
    configureOfflineApi();
    sent = sentTo(API.updateUser);
    answer(API.updateUser, null, { message: '修改成功' });
    answer(API.currentUser, user);
  });
  afterEach(cleanup);

  const submitName = (name: string) => {
    session.set({ userInfo: user });
    render(<ProfileForm />);
    const input = screen.getByTestId('profile-user-name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: name } });
    fireEvent.click(screen.getByTestId('profile-submit'));
  };

  it('refuses a name of spaces only beside the field, with its placeholder, and sends nothing', async () => {
    submitName('   ');
    await vi.waitFor(() => expect(itemError('profile-form')).toBe('请输入用户名'));
    expect(sent).toEqual([]);
  });

  it('sends the name and e-mail without the spaces around them', async () => {
    submitName('  张工  ');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tenementUserName: '张工', email: '', roleIdList: ['r1'] });
  });
});
