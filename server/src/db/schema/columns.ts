import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Ids are text: the API speaks string ids, and demo rows keep short stable ids that tests can name. */
export const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A business date-time of the seeds ('YYYY-MM-DD HH:mm:ss'), read back as that text by both drivers. */
export const dateTime = () => timestamp({ precision: 0, mode: 'string' });
