import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { orgs, users } from './org';
import { regions } from './region';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    projectName: text().notNull(),
    /** List order of the project selector: the first project is the default one. */
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    deadlineStatus: integer().notNull().default(0),
    deadlineStartDate: dateTime(),
    deadlineEndDate: dateTime(),
    projectStatusName: text().notNull().default(''),
    projectTypeName: text().notNull().default(''),
    managerName: text().notNull().default(''),
    managerPhone: text().notNull().default(''),
    startDate: date(),
    endDate: date(),
    planEndDate: date(),
    address: text().notNull().default(''),
    regionId: text().references(() => regions.id),
    builderLicenseCode: text().notNull().default(''),
    longitude: doublePrecision(),
    latitude: doublePrecision(),
    /** JSON text of [{ lng, lat }, ...] (LatLngPoint of @site/shared-schema), kept as the API sends it. */
    latLngPoints: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orgId, t.sort)],
);

export const projectUsers = pgTable(
  'project_users',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index().on(t.userId)],
);
