import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orgs, users } from './org';

/** An uploaded file; `path` is relative to DATA_DIR/files and served under /files/. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    uploaderId: text()
      .notNull()
      .references(() => users.id),
    fileType: text().notNull(),
    targetId: text(),
    path: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.uploaderId)],
);
