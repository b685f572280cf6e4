import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../db/client';
import { orgs, projects, projectUsers, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { createTestDatabase } from './database';
import { seedBeforehand, startTestServer } from './server';

/** The second tenant of the authorization suites: its admin signs in as tenantb / tenantb123. */
export const TENANT_B = {
  org: 'org-tenant-b',
  role: 'role-tenant-b-admin',
  user: 'user-tenant-b',
  project: 'tenant-b-1',
};

/** A second tenant with its own admin (every code) and project, written straight into the rows. */
async function addSecondTenant(db: Database): Promise<void> {
  await db.insert(orgs).values({ id: TENANT_B.org, name: '另一家企业' });
  await db
    .insert(roles)
    .values({ id: TENANT_B.role, orgId: TENANT_B.org, roleCode: 'admin', roleName: '管理员' });
  await db.insert(users).values({
    id: TENANT_B.user,
    orgId: TENANT_B.org,
    loginName: 'tenantb',
    userName: '乙方管理员',
    passwordHash: await hashPassword('tenantb123'),
  });
  await db.insert(userRoles).values({ userId: TENANT_B.user, roleId: TENANT_B.role });
  await db.insert(projects).values({ id: TENANT_B.project, orgId: TENANT_B.org, projectName: '乙方项目' });
  await db.insert(projectUsers).values({ projectId: TENANT_B.project, userId: TENANT_B.user });
}

/** A server on the demo rows plus the second tenant (added before it starts: PGlite has one writer). */
export async function startWithSecondTenant() {
  const folder = await mkdtemp(join(tmpdir(), 'site-authorization-'));
  const database = await createTestDatabase(join(folder, 'pglite'));
  await seedBeforehand(database);
  const handle = await openDatabase(database.target);
  await addSecondTenant(handle.db);
  await handle.close();
  const server = await startTestServer({}, { database, restart: true });
  return {
    server,
    close: async () => {
      await server.close();
      await database.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
