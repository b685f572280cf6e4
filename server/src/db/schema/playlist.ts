import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { projects } from './project';

/** A playlist of the custom-screen area: `items` is the JSON text of PlaylistItem[] (shared-schema). */
export const screenPlaylists = pgTable(
  'screen_playlists',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    playlistName: text().notNull(),
    items: text().notNull().default('[]'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.playlistName)],
);
