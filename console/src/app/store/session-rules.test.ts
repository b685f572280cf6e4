import type { PrivateConfig, ProjectItem, UserInfo } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { brandName, holdsCode, isAdminUser, pageTitle, pickProject } from './session-rules';

const project = (projectId: string, extra: Partial<ProjectItem> = {}) =>
  ({ projectId, projectName: projectId, deadlineStatus: 0, ...extra }) as ProjectItem;
const config = (auditResult: string) => ({ privateName: '智慧工地', auditResult }) as PrivateConfig;
const user = (roleCode: string) => ({ roles: [{ roleId: '1', roleName: roleCode, roleCode }] }) as UserInfo;

describe('pickProject', () => {
  const list = [project('a'), project('b')];

  it('takes the remembered project when it is still in the list, else the first', () => {
    expect(pickProject(list, 'b', 0)?.projectId).toBe('b');
    expect(pickProject(list, 'gone', 0)?.projectId).toBe('a');
    expect(pickProject([], 'a', 0)).toBeUndefined();
  });

  it('derives isDeadline', () => {
    const closed = project('c', { deadlineStatus: 1, deadlineEndDate: '2020-01-01 00:00:00' });
    expect(pickProject([closed], undefined, Date.parse('2024-01-01'))?.isDeadline).toBe(true);
    expect(pickProject(list, undefined, Date.parse('2024-01-01'))?.isDeadline).toBe(false);
  });
});

describe('branding and titles', () => {
  it('uses the private name only when the audit succeeded', () => {
    expect(brandName(config('SUCCESS'))).toBe('智慧工地');
    expect(brandName(config('PENDING'))).toBe('项目管理平台');
    expect(brandName(null)).toBe('项目管理平台');
  });

  it('joins the route title and the private name', () => {
    expect(pageTitle('车辆白名单', '智慧工地')).toBe('车辆白名单 - 智慧工地');
    expect(pageTitle(undefined, '智慧工地')).toBe('智慧工地');
  });
});

describe('permission checks of the UI', () => {
  it('gives role admin every code and others only what they hold', () => {
    expect(isAdminUser(user('admin'))).toBe(true);
    expect(holdsCode([], user('admin'), 'siteHelpDocument')).toBe(true);
    expect(holdsCode(['siteHelpDocument'], user('manager'), 'siteHelpDocument')).toBe(true);
    expect(holdsCode([], user('manager'), 'siteHelpDocument')).toBe(false);
  });

  it('stops treating an admin as admin once a role switch narrowed him to another role', () => {
    const both = {
      roles: [
        { roleId: 'r-admin', roleName: '管理员', roleCode: 'admin' },
        { roleId: 'r-safety', roleName: '安全员', roleCode: 'safetyOfficer' },
      ],
    } as UserInfo;
    expect(isAdminUser(both)).toBe(true);
    expect(isAdminUser({ ...both, currentRoleId: 'r-admin' })).toBe(true);
    expect(isAdminUser({ ...both, currentRoleId: 'r-safety' })).toBe(false);
  });
});
