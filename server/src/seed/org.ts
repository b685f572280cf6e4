import type { Database } from '../db/client';
import { orgs, roleResources, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { DEMO_ACCOUNTS, DEMO_ORG_ID, DEMO_ROLES, DEMO_USERS, MANAGER_RESOURCES } from './demo';

const PHONES: Record<string, string> = { admin: '13800000000', manager: '13800138001' };

export async function seedOrg(db: Database): Promise<void> {
  await db.insert(orgs).values({ id: DEMO_ORG_ID, name: '智慧工地示范企业' });
  await db.insert(roles).values([
    // Role code admin holds every resource code (computed, so new codes need no new rows).
    { id: DEMO_ROLES.admin, orgId: DEMO_ORG_ID, roleCode: 'admin', roleName: '系统管理员' },
    { id: DEMO_ROLES.manager, orgId: DEMO_ORG_ID, roleCode: 'projectManager', roleName: '项目经理' },
  ]);
  await db
    .insert(roleResources)
    .values(MANAGER_RESOURCES.map((resourceCode) => ({ roleId: DEMO_ROLES.manager, resourceCode })));
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      id: account.id,
      orgId: DEMO_ORG_ID,
      loginName: account.loginName,
      userName: account.userName,
      passwordHash: await hashPassword(account.password),
      phoneNumber: PHONES[account.loginName] ?? '',
      email: `${account.loginName}@example.com`,
    });
  }
  await db.insert(userRoles).values([
    { userId: DEMO_USERS.admin, roleId: DEMO_ROLES.admin },
    { userId: DEMO_USERS.manager, roleId: DEMO_ROLES.manager },
    // noproject holds resources, so his empty project list is the only thing stopping him.
    { userId: DEMO_USERS.noproject, roleId: DEMO_ROLES.manager },
  ]);
}
