import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A tenant ("tenement" in the seeds' paths); every business row belongs to one. */
export const orgs = pgTable('orgs', {
  id: id(),
  name: text().notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    loginName: text().notNull(),
    userName: text().notNull(),
    /** scrypt$N$r$p$salt$hash, see modules/auth/password.ts. */
    passwordHash: text().notNull(),
    phoneNumber: text().notNull().default(''),
    email: text().notNull().default(''),
    /** No foreign key: attachments already reference users, and the avatar is optional. */
    avatarAttachId: text(),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.loginName), index().on(t.orgId)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    roleCode: text().notNull(),
    roleName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.orgId, t.roleCode)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: text()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceCode: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceCode] })],
);
