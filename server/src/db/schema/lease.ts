import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work that one server replica does for all (the demo simulator's rounds): the replica named by `holder`
 * does it until `expiresAt`, renewing as it goes; when it stops renewing, another takes it over.
 */
export const leases = pgTable('leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
