import type { Database } from '../db/client';
import { roleResources, roles, userRoles } from '../db/schema';
import { DEMO_ORG_ID, DEMO_ROLES, DEMO_USERS, SAFETY_RESOURCES } from './demo';

/** A second role of the manager, so the console's role switch has something to switch to. */
export async function seedSafetyRole(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values({ id: DEMO_ROLES.safety, orgId: DEMO_ORG_ID, roleCode: 'safetyOfficer', roleName: '安全员' });
  await db
    .insert(roleResources)
    .values(SAFETY_RESOURCES.map((resourceCode) => ({ roleId: DEMO_ROLES.safety, resourceCode })));
  await db.insert(userRoles).values({ userId: DEMO_USERS.manager, roleId: DEMO_ROLES.safety });
}
