import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { dictionaries } from './dictionary';
import { orgs } from './org';
import { projects } from './project';
import { siteAreas } from './site-area';

/** A company known to the org; the same company may take part in several projects. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    companyName: text().notNull(),
    /** 统一社会信用代码. */
    creditCode: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orgId)],
);

/** A company taking part in a project, in one role (a `companyType` dictionary option). */
export const projectCompanies = pgTable(
  'project_companies',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: text()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyTypeId: text()
      .notNull()
      .references(() => dictionaries.id),
    /** List order: the general contractor first. */
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.companyId] })],
);

/** A team of a company in a project, working in one area of the site. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: text()
      .notNull()
      .references(() => companies.id),
    areaId: text().references(() => siteAreas.id, { onDelete: 'set null' }),
    teamName: text().notNull(),
    sort: integer().notNull().default(0),
    leaderName: text().notNull().default(''),
    leaderPhone: text().notNull().default(''),
    remark: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId, t.sort)],
);
