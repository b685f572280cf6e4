import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** 1 online, 0 offline, as the device lists answer deviceStatus; an eq filter's column too. */
export const onlineStatus = (online: AnyPgColumn): SQL<number> =>
  sql<number>`(case when ${online} then 1 else 0 end)`.mapWith(Number);
