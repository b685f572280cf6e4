import { ADMIN_ROLE, RESOURCE_CODES, type ResourceCode } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roleResources, roles, userRoles } from '../../db/schema';

/**
 * The resource codes a user holds through his roles, or through one of them when a role switch narrowed
 * the session; role code `admin` holds every code.
 */
export async function resourcesOfUser(
  db: Database,
  userId: string,
  roleId: string | null = null,
): Promise<ResourceCode[]> {
  const rows = await db
    .select({ roleCode: roles.roleCode, resourceCode: roleResources.resourceCode })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(roleResources, eq(roleResources.roleId, roles.id))
    .where(and(eq(userRoles.userId, userId), roleId === null ? undefined : eq(userRoles.roleId, roleId)));
  if (rows.some((row) => row.roleCode === ADMIN_ROLE)) return [...RESOURCE_CODES];
  const held = new Set(rows.map((row) => row.resourceCode));
  return RESOURCE_CODES.filter((code) => held.has(code));
}
