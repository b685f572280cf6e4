import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orgs } from './org';

/**
 * The hosts an organisation's data sources may reach through the relay: `host` (any port) or
 * `host:port`, lower case. Nothing else is ever fetched, so the relay is no open proxy.
 */
export const relayHosts = pgTable(
  'relay_hosts',
  {
    id: id(),
    orgId: text()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    host: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.orgId, t.host)],
);
