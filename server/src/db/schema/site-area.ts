import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { projects } from './project';

/** An area of a site (生活区, 施工区, 办公区...): devices stand in one, teams work in one. */
export const siteAreas = pgTable(
  'site_areas',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    areaName: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.projectId, t.sort)],
);
