import type { ProjectItem, UserInfo } from '@site/shared-schema';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/envelope';
import { session } from '../app/store/session';
import {
  dropFormDraft,
  formDraftKey,
  keepFormDraft,
  keepsDraft,
  readFormDraft,
  useFormDraft,
} from './form-draft';

const signIn = (userId: string, projectId: string) =>
  session.set({
    userInfo: { tenementUserId: userId } as UserInfo,
    projectItem: { projectId } as ProjectItem,
  });

describe('form drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers a kept body to the same dialog only: same user, project, resource and record', () => {
    signIn('u1', 'p1');
    keepFormDraft(formDraftKey('personnel', undefined), { personName: '张三' });
    expect(readFormDraft(formDraftKey('personnel', undefined))).toEqual({ personName: '张三' });
    expect(readFormDraft(formDraftKey('personnel', '7'))).toBeUndefined();
    expect(readFormDraft(formDraftKey('visitor', undefined))).toBeUndefined();
    signIn('u1', 'p2');
    expect(readFormDraft(formDraftKey('personnel', undefined))).toBeUndefined();
    signIn('u2', 'p1');
    expect(readFormDraft(formDraftKey('personnel', undefined))).toBeUndefined();
  });

  it('forgets a dropped draft, and reads nothing from a value that is not a form body', () => {
    signIn('u1', 'p1');
    const key = formDraftKey('personnel', '7');
    keepFormDraft(key, { personName: '李四' });
    dropFormDraft(key);
    expect(readFormDraft(key)).toBeUndefined();
    sessionStorage.setItem(key, '[1,2]');
    expect(readFormDraft(key)).toBeUndefined();
    sessionStorage.setItem(key, '{not json');
    expect(readFormDraft(key)).toBeUndefined();
  });

  it('keeps a save that got no decision, not one the server refused', () => {
    expect(keepsDraft(new ApiError('transport', 0, '无法连接服务器'))).toBe(true);
    expect(keepsDraft(new ApiError('unauthorized', 401, '未登录'))).toBe(true);
    expect(keepsDraft(new ApiError('envelope', 400, 'areaName: 必填'))).toBe(false);
    expect(keepsDraft(new Error('bug'))).toBe(false);
  });

  it('gives a dialog its draft when it mounts, keeps only undecided saves, and forgets a dropped one', () => {
    signIn('u1', 'p1');
    const first = renderHook(() => useFormDraft<{ programName: string }>('led-program', '3'));
    expect(first.result.current.draft).toBeUndefined();
    first.result.current.keepIfUndecided(new ApiError('envelope', 400, '名称重复'), { programName: '甲' });
    expect(readFormDraft(formDraftKey('led-program', '3'))).toBeUndefined();
    first.result.current.keepIfUndecided(new ApiError('transport', 0, '无法连接服务器'), {
      programName: '乙',
    });
    first.unmount();

    const again = renderHook(() => useFormDraft<{ programName: string }>('led-program', '3'));
    expect(again.result.current.draft).toEqual({ programName: '乙' });
    act(() => again.result.current.drop());
    expect(again.result.current.draft).toBeUndefined();
    expect(readFormDraft(formDraftKey('led-program', '3'))).toBeUndefined();
  });
});
