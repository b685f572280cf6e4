import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Names of the demo seed steps already applied, so a restart neither duplicates nor resurrects data. */
export const seedSteps = pgTable('seed_steps', {
  name: text().primaryKey(),
  appliedAt: createdAt(),
});
