import { ADMIN_ROLE, RESOURCE_CODES, type ResourceCode } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleResources, roles, userRoles } from '../../db/schema';

/** The resource codes a user holds through his roles; role code `admin` holds every code. */
export async function resourcesOfUser(db: Database, userId: string): Promise<ResourceCode[]> {
  const rows = await db
    .select({ roleCode: roles.roleCode, resourceCode: roleResources.resourceCode })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(roleResources, eq(roleResources.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  if (rows.some((row) => row.roleCode === ADMIN_ROLE)) return [...RESOURCE_CODES];
  const held = new Set(rows.map((row) => row.resourceCode));
  return RESOURCE_CODES.filter((code) => held.has(code));
}
