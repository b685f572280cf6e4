import type { Role } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attachments, roles, userRoles, users } from '../../db/schema';

/** A user with his avatar's stored path, or undefined. */
export async function findUser(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, avatarPath: attachments.path })
    .from(users)
    .leftJoin(attachments, eq(attachments.id, users.avatarAttachId))
    .where(eq(users.id, userId));
  return row;
}

export async function findUserByLoginName(db: Database, loginName: string) {
  const [row] = await db.select().from(users).where(eq(users.loginName, loginName));
  return row;
}

export async function rolesOfUser(db: Database, userId: string): Promise<Role[]> {
  return db
    .select({ roleId: roles.id, roleName: roles.roleName, roleCode: roles.roleCode })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.roleCode);
}

export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'userName' | 'email' | 'avatarAttachId' | 'passwordHash'>
>;

export async function updateUser(db: Database, userId: string, changes: UserChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}
