import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { roles, users } from './org';

/** Server-side sessions; only a SHA-256 of the token is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientType: text().notNull(),
    /** Set by a role switch: the session then holds that role's resources only. */
    roleId: text().references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The last call made with it (touched at most every SESSION_TOUCH_MS): the idle timeout counts from here. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Failed logins (and old-password checks), one row each, in the database rather than a process's memory:
 * every replica behind the load balancer counts against the same limit. Rows older than the window are
 * swept as new ones come.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** The limiter's purpose and its key: `login:<name>@<address>`, `password:<userId>`. */
    key: text().notNull(),
    failedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index().on(t.key, t.failedAt), index().on(t.failedAt)],
);
