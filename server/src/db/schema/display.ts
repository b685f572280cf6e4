import type { DisplayReport } from '@site/shared-schema';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { screenPlaylists } from './playlist';
import { projects } from './project';
import { customScreens } from './screen';

/**
 * A display that asked to be paired and is not registered yet: the code it shows, and a hash of the
 * token it keeps. Registering the code moves the token to a `site_displays` row; an unclaimed code expires.
 */
export const displayPairings = pgTable(
  'display_pairings',
  {
    tokenHash: text().primaryKey(),
    pairCode: text().notNull(),
    /** The address the hello came from, which bounds the codes one caller holds at once. */
    clientAddress: text().notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex().on(t.pairCode), index().on(t.expiresAt), index().on(t.clientAddress)],
);

/**
 * A registered display of a project: its token (hashed) plays the assigned screen like a playback key;
 * what it last reported and when. Deleting the row revokes the token.
 */
export const siteDisplays = pgTable(
  'site_displays',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    displayName: text().notNull(),
    /** The code it was registered with, kept for the operation log. */
    pairCode: text().notNull().default(''),
    screenId: text().references(() => customScreens.id, { onDelete: 'set null' }),
    playlistId: text().references(() => screenPlaylists.id, { onDelete: 'set null' }),
    scaleMode: text().notNull().default('fit'),
    tokenHash: text().notNull().unique(),
    lastSeenAt: timestamp({ withTimezone: true }),
    report: jsonb().$type<DisplayReport>(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.displayName)],
);
