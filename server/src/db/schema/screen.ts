import type { ScreenDocument } from '@site/shared-schema';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './org';
import { projects } from './project';

/**
 * A screen of the designer (siteCustomScreen): the draft the designer saves, and the frozen copy walls
 * play, so that editing never changes what a wall shows until the next publish.
 */
export const customScreens = pgTable(
  'custom_screens',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    screenName: text().notNull(),
    /** The working copy, always of the current schema version. */
    draft: jsonb().$type<ScreenDocument>().notNull(),
    /** Raised by every save of the draft: equal to publishedRevision when walls show the draft. */
    draftRevision: integer().notNull().default(1),
    /** What walls play; null until the first publish. */
    published: jsonb().$type<ScreenDocument>(),
    publishedRevision: integer(),
    publishedAt: timestamp({ withTimezone: true }),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.updatedAt)],
);

/**
 * A playback key of one screen: read-only access for a wall. Only a SHA-256 of the key is stored; the
 * prefix lets the designer tell keys apart without seeing them.
 */
export const screenPlaybackKeys = pgTable(
  'screen_playback_keys',
  {
    id: id(),
    screenId: text()
      .notNull()
      .references(() => customScreens.id, { onDelete: 'cascade' }),
    keyHash: text().notNull().unique(),
    keyPrefix: text().notNull(),
    keyName: text().notNull().default(''),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.screenId)],
);
