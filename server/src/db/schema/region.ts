import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Administrative regions (province > city > district), shared by all tenants. */
export const regions = pgTable(
  'regions',
  {
    id: text().primaryKey(),
    parentId: text().references((): AnyPgColumn => regions.id),
    name: text().notNull(),
    /** The names from the province down, e.g. 浙江省杭州市上城区, kept so lists need no tree walk. */
    fullName: text().notNull(),
    level: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.parentId)],
);
