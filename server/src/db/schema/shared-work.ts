import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work that one server replica does for all (the demo simulator's rounds): the replica named by `holder`
 * does it until `expiresAt`, renewing as it goes; when it stops renewing, another takes it over.
 */
export const leases = pgTable('leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Answers computed at most once per window for every replica (the vehicle overview): the first call of a
 * window computes and keeps its answer here, the others of that window, on any replica, read it.
 */
export const sharedAnswers = pgTable('shared_answers', {
  key: text().primaryKey(),
  answer: jsonb().notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull(),
});
