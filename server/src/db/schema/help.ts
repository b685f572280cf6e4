import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { orgs } from './org';

/** The help document tree: folders (MENU) and HTML documents (DOCUMENT). */
export const helpNodes = pgTable(
  'help_nodes',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    parentId: text().references((): AnyPgColumn => helpNodes.id, { onDelete: 'cascade' }),
    clientType: text().notNull(),
    name: text().notNull(),
    type: text().notNull(),
    content: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.orgId, t.clientType)],
);
