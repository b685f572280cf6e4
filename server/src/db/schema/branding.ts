import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { orgs } from './org';

/** Private branding of one domain name for one client type (seed 000 §1). */
export const privateConfigs = pgTable(
  'private_configs',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id),
    domainName: text().notNull(),
    clientType: text().notNull(),
    privateName: text().notNull(),
    privateLoginIconUrl: text().notNull().default(''),
    privateIconUrl: text().notNull().default(''),
    privateLoginBgUrl: text().notNull().default(''),
    auditResult: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.domainName, t.clientType)],
);
